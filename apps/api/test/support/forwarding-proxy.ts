import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiResponse, RequestOptions } from './api-client.js';

/**
 * A reverse proxy as docs/deploy.md once configured nginx: it forwards to the API from
 * `proxyAddress` and appends the address it was reached from to whatever X-Forwarded-For the
 * client sent (nginx's $proxy_add_x_forwarded_for), so the API sees "forged, real".
 */
export async function startAppendingProxy(target: string, proxyAddress = '127.0.0.3') {
  const upstream = new URL(target);
  const listener = createServer((incoming, outgoing) => {
    const sent = incoming.headers['x-forwarded-for'];
    const chain = [sent, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    // The body is read whole first, as nginx buffers it: an API that answers early (a 413) and
    // closes must not turn into a proxy error.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const { 'transfer-encoding': _chunked, ...headers } = incoming.headers;
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          localAddress: proxyAddress,
          headers: { ...headers, 'content-length': String(body.length), 'x-forwarded-for': chain },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

/** A JSON client whose connections come from `clientAddress` (a loopback address of its own, so
 * the client's real address differs from the proxy's). */
export function clientFrom(baseUrl: string, clientAddress: string) {
  const base = new URL(baseUrl);
  return function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.body === undefined ? options.rawBody : JSON.stringify(options.body);
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        { host: base.hostname, port: base.port, method, path, headers, localAddress: clientAddress },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const json = answer.headers['content-type']?.includes('json') && text;
            resolve({
              status: answer.statusCode ?? 0,
              headers: toHeaders(answer.headers),
              body: (json ? JSON.parse(text) : text) as ApiResponse<T>['body'],
            });
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  };
}

function toHeaders(raw: IncomingHttpHeaders) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return headers;
}
