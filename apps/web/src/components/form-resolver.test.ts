import { invitationRequestSchema } from '@origina/domain/administration';
import { simulationRequestSchema } from '@origina/domain/simulations';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './form-resolver.js';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const messages = (result: { errors: Record<string, unknown> }) =>
  Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );

describe('a form checked with the domain schema', () => {
  it("gives the schema's own message keys, and keys instead of Zod's English where it has none", async () => {
    const resolve = domainResolver(invitationRequestSchema);
    const result = await resolve(
      { email: 'no-es-correo', first_name: 'x'.repeat(81), last_name: '', role: 'promoter' },
      undefined,
      options,
    );
    expect(messages(result)).toEqual({
      email: 'validation.email_invalid',
      first_name: 'validation.too_long',
      last_name: 'validation.required',
    });
  });

  it('hands the request, as the schema outputs it, to the submit', async () => {
    const resolve = domainResolver(invitationRequestSchema);
    const result = await resolve(
      { email: ' Ana@Origina.Example ', first_name: 'Ana', last_name: 'Ruiz', role: 'reviewer' },
      undefined,
      options,
    );
    expect(result.values).toEqual({
      email: 'ana@origina.example',
      first_name: 'Ana',
      last_name: 'Ruiz',
      role: 'reviewer',
      language: 'es',
    });
  });

  it('checks what the typed values become, under the fields’ own names', async () => {
    const resolve = domainResolver(simulationRequestSchema, (values: { amount: string; term: string }) => ({
      product: 'p',
      term: Number(values.term),
      amount: values.amount === 'diez' ? Number.NaN : Number(values.amount),
    }));
    expect(messages(await resolve({ amount: 'diez', term: '24' }, undefined, options))).toEqual({
      amount: 'validation.amount_digits',
    });
    expect((await resolve({ amount: '1000', term: '24' }, undefined, options)).values).toMatchObject({
      amount: 1000,
      term: 24,
    });
  });
});
