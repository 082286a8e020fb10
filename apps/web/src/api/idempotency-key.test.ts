import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.js';

describe('the idempotency key of a create', () => {
  it('is a version 4 UUID made without crypto.randomUUID (absent over plain HTTP at a network address)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect('randomUUID' in insecure).toBe(false);
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs from one form to the next', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(1000);
  });
});
