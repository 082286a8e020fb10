import { describe, expect, it } from 'vitest';
import { confirmRequestSchema, registerRequestSchema, verifyRequestSchema } from './auth.js';

describe('registerRequestSchema', () => {
  it('normalises the e-mail and trims names', () => {
    const parsed = registerRequestSchema.parse({
      email: '  Lucia.Hdz@Example.MX ',
      password: 'Nopal-Azul-Quincena-47',
      firstName: ' Lucía ',
      lastName: 'Hernández',
    });
    expect(parsed.email).toBe('lucia.hdz@example.mx');
    expect(parsed.firstName).toBe('Lucía');
  });

  it('names each problem with a message key the apps translate', () => {
    const result = registerRequestSchema.safeParse({
      email: 'x',
      password: 'corta',
      firstName: '',
      lastName: 'B',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      email: 'validation.email_invalid',
      password: 'validation.password_too_short',
      firstName: 'validation.required',
    });
  });

  it('refuses a line break or a tab in a name, as every one-line field does', () => {
    const base = { email: 'a@b.mx', password: 'Nopal-Azul-Quincena-47', lastName: 'B' };
    for (const mark of ['\n', '\r', '\t', '\u2028', '\u2029']) {
      const result = registerRequestSchema.safeParse({ ...base, firstName: `Eve${mark}Injected` });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['firstName', 'validation.single_line'],
      ]);
    }
  });

  it('counts password length in characters, so 8 accented letters are enough and 128 emoji the most', () => {
    const base = { email: 'a@b.mx', firstName: 'A', lastName: 'B' };
    expect(registerRequestSchema.safeParse({ ...base, password: 'ñáéíóúüñ' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, password: '🌵'.repeat(128) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, password: '🌵'.repeat(129) }).success).toBe(false);
  });
});

describe('verification code and confirm', () => {
  it('accept six digits only and a non-empty token', () => {
    expect(verifyRequestSchema.safeParse({ email: 'a@b.mx', code: '012345' }).success).toBe(true);
    expect(verifyRequestSchema.safeParse({ email: 'a@b.mx', code: '12345a' }).success).toBe(false);
    expect(confirmRequestSchema.safeParse({ token: '', password: 'Nopal-Azul-Quincena-47' }).success).toBe(
      false,
    );
  });
});
