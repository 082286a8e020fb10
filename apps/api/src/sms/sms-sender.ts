import type { Logger } from 'pino';
import { maskDigits } from '../security/masking.js';

// Text messages to a customer's mobile go through a provider: an HTTP SMS gateway when
// SMS_GATEWAY_URL is set (POST {to, text} as JSON with the bearer SMS_GATEWAY_TOKEN; any 2xx means
// the gateway took it), otherwise the message is printed whole to the log, like unconfigured mail
// (development and the offline demo), its recipient masked as mail's is; request logs never
// carry it.

export interface TextMessage {
  /** Ten Mexican digits; sent as +52. */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Resolves once the provider has the message; rejects if it refused it or did not answer. */
  send(message: TextMessage): Promise<void>;
}

const gatewayTimeoutMs = 10_000;

export function createSmsSender(
  options: { gatewayUrl: string | null; gatewayToken: string | null },
  log: Pick<Logger, 'info'>,
): SmsSender {
  const { gatewayUrl, gatewayToken } = options;
  if (!gatewayUrl)
    return {
      async send(message) {
        log.info({ to: maskDigits(message.to) }, `text message (no SMS_GATEWAY_URL set):\n${message.text}`);
      },
    };
  return {
    async send(message) {
      const answer = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: `+52${message.to}`, text: message.text }),
        signal: AbortSignal.timeout(gatewayTimeoutMs),
      });
      if (!answer.ok) throw new Error(`SMS gateway answered ${answer.status}`);
    },
  };
}
