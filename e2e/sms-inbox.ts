import type { SmsGateway } from '../apps/api/test/support/sms-gateway.js';

// The text messages the worker's server sent, through an SMS gateway mocked at the network edge
// (fixtures.ts starts one per worker): the codes the customer receives on their mobile.

let gateway: SmsGateway | null = null;

export const useSmsGateway = (started: SmsGateway | null) => {
  gateway = started;
};

/** How many messages arrived so far (to read only those sent after). */
export const smsCount = () => gateway?.texts.length ?? 0;

/** The six-digit code of the latest message after `before`, waiting for it to arrive. */
export async function smsCode(before: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = gateway?.texts
      .slice(before)
      .map((message) => message.text)
      .filter((message) => /código: \d{6}/.test(message))
      .at(-1);
    if (text) return /código: (\d{6})/.exec(text)![1]!;
    if (Date.now() > until) throw new Error('no code arrived by SMS');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
