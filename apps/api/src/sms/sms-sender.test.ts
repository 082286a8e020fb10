import { describe, expect, it } from 'vitest';
import { createSmsSender } from './sms-sender.js';

describe('the SMS sender with no gateway configured', () => {
  it('prints the whole message, the code on its own line, with the recipient masked', async () => {
    const printed: { fields: Record<string, unknown>; text: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, text: string) => printed.push({ fields, text }),
    } as unknown as Parameters<typeof createSmsSender>[1];
    const sender = createSmsSender({ gatewayUrl: null, gatewayToken: null }, log);
    await sender.send({ to: '5512345678', text: 'Origina: tu código para firmar es\ncódigo: 482913' });
    expect(printed).toHaveLength(1);
    expect(printed[0]!.text.split('\n')).toContain('código: 482913');
    expect(printed[0]!.fields).toEqual({ to: '•••• 5678' });
    expect(JSON.stringify(printed)).not.toContain('5512345678');
  });
});
