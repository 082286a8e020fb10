import { describe, expect, it } from 'vitest';
import { redactUrl } from './masking.js';
import { isCapabilityPage, readablePath } from './request-path.js';

describe('a request line that carries the whole address (absolute form)', () => {
  it('is judged by its path, as the server must take it', () => {
    expect(readablePath('http://127.0.0.1:3000/firma/abc?x=1')).toBe('/firma/abc');
    expect(readablePath('HTTPS://evil.example/%66irma//abc')).toBe('/firma/abc');
    expect(readablePath('http://example.com')).toBe('/');
    expect(readablePath('/dashboard/http://x')).toBe('/dashboard/http:/x');
    expect(isCapabilityPage('http://evil.example/FIRMA/abc')).toBe(true);
    expect(isCapabilityPage('http://evil.example/identidad/abc')).toBe(true);
  });

  it('keeps a signing link out of the logs as the plain path does', () => {
    expect(redactUrl('http://127.0.0.1:3000/firma/the-secret-slug')).toBe('/firma/[redacted]');
    expect(redactUrl('http://127.0.0.1:3000/identidad/the-secret-slug?x=1')).toBe(
      '/identidad/[redacted]?[redacted]',
    );
  });
});
