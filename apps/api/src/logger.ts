import pino, { type DestinationStream } from 'pino';
import { databaseFailureSummary, redactUrl } from './security/masking.js';

// Tokens, passwords, codes and query strings never reach the log (docs/security.md 14.2.1, 16.3.1).
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["idempotency-key"]',
          'password',
          '*.password',
          'refresh',
          '*.refresh',
          'access',
          '*.access',
          'token',
          '*.token',
          'code',
          '*.code',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        }),
        err: (error: Error) => databaseFailureSummary(error) ?? pino.stdSerializers.err(error),
      },
    },
    destination,
  );
}
