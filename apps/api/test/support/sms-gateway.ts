import { createServer } from 'node:http';

// The SMS gateway mocked at the network edge: a local HTTP listener that keeps every message. Every
// test server sends through one (its own, or the one a suite started and named in its env), so a
// journey can read the codes the customer received.

// The gateways running, by URL: a test server finds the one its environment names.
const gateways = new Map<string, SmsGateway>();

export const gatewayAt = (url: string | undefined) => (url ? gateways.get(url) : undefined);

export interface SmsGateway {
  /** The server's environment to send through this gateway. */
  env: Record<string, string>;
  texts: { to: string; text: string; authorization: string | undefined }[];
  /** While true, the gateway refuses every message (503). */
  failing: boolean;
  close(): void;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const gateway = {
    texts: [] as SmsGateway['texts'],
    failing: false,
  };
  const listener = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (gateway.failing) return response.writeHead(503).end();
      gateway.texts.push({ ...JSON.parse(body), authorization: request.headers.authorization });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/messages`;
  const started = Object.assign(gateway, {
    env: { SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'gateway-secret-token' },
    close: () => {
      gateways.delete(url);
      listener.close();
    },
  });
  gateways.set(url, started);
  return started;
}

/** The latest six-digit code a message to anyone carried after `before` messages. */
export function latestCode(gateway: SmsGateway, before = 0) {
  const text = gateway.texts
    .slice(before)
    .filter((message) => /código: \d{6}/.test(message.text))
    .at(-1)?.text;
  if (!text) throw new Error('no code arrived by SMS');
  return /código: (\d{6})/.exec(text)![1]!;
}
