import { describe, expect, it } from 'vitest';
import { ApiRequestError, retryMayHelp } from './api-error.js';

describe('whether retrying a refused request may help', () => {
  it('not when the server refused what was sent: a file of a type or size it does not take, a state', () => {
    for (const [status, code] of [
      [415, 'file_type_not_accepted'],
      [413, 'file_too_large'],
      [400, 'invalid_input'],
      [409, 'invalid_state'],
      [403, 'permission_denied'],
    ] as const) {
      expect(retryMayHelp(new ApiRequestError(status, code, 'No.')), code).toBe(false);
    }
  });

  it('when it did not arrive, timed out, was limited or the server failed', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(retryMayHelp(new ApiRequestError(status, 'x', '')), String(status)).toBe(true);
    }
    expect(retryMayHelp(new Error('unexpected'))).toBe(true);
  });
});
