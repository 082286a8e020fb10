import { describe, expect, it } from 'vitest';
import { scrubText } from './client-errors.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('scrubText', () => {
  it('takes out tokens and e-mail addresses wherever they sit in the text', () => {
    const scrubbed = scrubText(
      `at send (maria.lopez+x@correo.example.mx) "${jwt}" (${jwt}) --ana@example.com Bearer ${'a'.repeat(20)}`,
    );
    expect(scrubbed).toBe('at send ([email]) "[token]" ([token]) [email] Bearer [token]');
    expect(scrubText('release origina@0.1.0')).toBe('release origina@0.1.0');
  });

  it('takes time linear in the text: 8,000 characters an attacker chose cost milliseconds, not a fifth of a second', () => {
    // Each of these cost ~180 ms with the unanchored patterns (every position rescanned the run).
    const hostile = [
      'a'.repeat(8000),
      'a.'.repeat(4000),
      '+1'.repeat(4000),
      `a@${'b.'.repeat(3999)}`,
      'eyJ'.repeat(2666),
      `x@y.${'a-'.repeat(3998)}`,
    ];
    scrubText('warm up the patterns');
    const started = performance.now();
    for (const text of hostile) scrubText(text);
    expect(performance.now() - started).toBeLessThan(60);
  });
});
