import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { translate } from '../i18n/i18n.js';
import { refusalMessage } from './server-errors.js';

describe('the message of a refusal on a screen without fields', () => {
  it("says the server's reason for the field it refused, not only to check the marked fields", () => {
    const refused = new ApiRequestError(400, 'invalid_input', 'Revisa los datos marcados.', {
      payday: ['Esa fecha de pago aún no llega: la dependencia responde después de aplicar la nómina.'],
    });
    expect(refusalMessage(refused, translate)).toBe(
      'Esa fecha de pago aún no llega: la dependencia responde después de aplicar la nómina.',
    );
  });

  it('keeps the whole message of any other refusal', () => {
    const unreadable = new ApiRequestError(
      400,
      'deductions.answer_unreadable',
      'El archivo no se puede leer.',
    );
    expect(refusalMessage(unreadable, translate)).toBe('El archivo no se puede leer.');
    const bare = new ApiRequestError(400, 'invalid_input', 'Revisa los datos marcados.');
    expect(refusalMessage(bare, translate)).toBe('Revisa los datos marcados.');
    expect(refusalMessage(new ApiRequestError(0, 'network', ''), translate)).not.toBe('');
  });
});
