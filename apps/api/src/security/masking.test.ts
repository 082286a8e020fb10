import { describe, expect, it } from 'vitest';
import { maskEmail, redactUrl } from './masking.js';

describe('masking', () => {
  it('keeps only the start of an e-mail and no query string', () => {
    expect(maskEmail('juana.perez@example.mx')).toBe('ju***@example.mx');
    expect(redactUrl('/api/v1/promoter/applications/?search=HEGG560427MVZRRL04')).toBe(
      '/api/v1/promoter/applications/?[redacted]',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('hides the secret of a single-use upload URL', () => {
    expect(
      redactUrl('/api/v1/users/applicationdocuments/0190f0b4-0000-7000-8000-000000000000/upload/s3cr3T-abc/'),
    ).toBe('/api/v1/users/applicationdocuments/0190f0b4-0000-7000-8000-000000000000/upload/[redacted]/');
  });
});
