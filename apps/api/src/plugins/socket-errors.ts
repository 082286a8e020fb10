import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Language, type MessageKey, negotiateLanguage, translate } from '../i18n/messages.js';

// What Node's HTTP parser answers before Fastify sees a request (headers or a whole request past
// their timeouts, a request line or header it cannot parse, headers too large): the same
// translated body and security headers as every other answer, then the connection is closed.
// No request was parsed: the language comes from an Accept-Language line among the bytes Node
// read (headers too large carry it, when it came before the overflow); otherwise Spanish.

const answers: Record<string, [status: number, code: MessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
};

function languageOf(rawPacket: unknown): Language {
  if (!Buffer.isBuffer(rawPacket)) return 'es';
  const line = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(rawPacket.toString('latin1'));
  return negotiateLanguage(line?.[1]);
}

/** Fastify's clientErrorHandler, with the app's security headers (`staticSecurityHeaders`). */
export function answerSocketError(headers: Record<string, string>) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    // A client gone, or a socket already answered: nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code] = answers[error.code ?? ''] ?? [400, 'invalid_input'];
    const language = languageOf(error.rawPacket);
    const body = JSON.stringify({ detail: translate(language, code), code });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'content-type: application/json; charset=utf-8',
      `content-language: ${language}`,
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
