import { describe, expect, it } from 'vitest';
import {
  condusefDefaults,
  type LenderProfileDraft,
  lenderProfileFields,
  lenderProfileInputSchema,
  missingProductTerms,
  missingProfileFields,
  productContractTermsSchema,
} from './lender-profile.js';

const complete: LenderProfileDraft = {
  legal_name: 'Financiera Ejemplo, S.A. de C.V., SOFOM, E.N.R.',
  rfc: 'FEJ000101AA1',
  address: 'Av. Ejemplo 123, Ciudad de México',
  web_address: 'www.financiera-ejemplo.example',
  une: { address: 'Av. Ejemplo 123', phone: '55 0000 0000', email: 'une@financiera-ejemplo.example' },
  condusef: { ...condusefDefaults },
  statement_delivery: 'Estado de cuenta mensual por correo electrónico',
  signatory: { name: 'Nombre Ficticio', position: 'Apoderado legal' },
};

describe('the lender profile', () => {
  it('names every empty field by its path, in the form’s order, blank text counting as empty', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(
      missingProfileFields({
        ...complete,
        rfc: '  ',
        une: { ...complete.une, phone: '' },
        signatory: { name: '', position: 'x' },
      }),
    ).toEqual(['rfc', 'une.phone', 'signatory.name']);
    const blank = JSON.parse(
      JSON.stringify(complete).replace(/"[^"]*"(?=[,}])/g, '""'),
    ) as LenderProfileDraft;
    expect(missingProfileFields(blank)).toEqual([...lenderProfileFields]);
  });

  it('takes a complete profile, an RFC in capitals and CONDUSEF’s contact by default', () => {
    const { condusef: _, ...withoutCondusef } = complete;
    const parsed = lenderProfileInputSchema.parse({ ...withoutCondusef, rfc: 'fej000101aa1' });
    expect(parsed.rfc).toBe('FEJ000101AA1');
    expect(parsed.condusef).toEqual({ phone: '55 53 400 999', web: 'www.condusef.gob.mx' });
  });

  it('says "required" for an empty field whatever else it would break, and refuses a line break', () => {
    const result = lenderProfileInputSchema.safeParse({
      ...complete,
      rfc: '',
      une: { ...complete.une, email: ' ', phone: 'llamar' },
      address: 'Calle 1\n# CLÁUSULA ADICIONAL',
    });
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      rfc: 'validation.required',
      'une.email': 'validation.required',
      'une.phone': 'validation.contact_phone_format',
      address: 'validation.single_line',
    });
  });
});

describe("a product's contract terms", () => {
  const terms = productContractTermsSchema.parse({});

  it('may wait for the RECA number and moratorio rate; electronic pagaré and no commissions by default', () => {
    expect(terms).toEqual({ other_commissions: [], pagare_mode: 'electronic' });
  });

  it('are missing the RECA number and moratorio rate until given, and insurer and policy only when insured', () => {
    const stored = { reca_number: null, moratorio_rate: null, insurer: null, policy_number: null };
    expect(missingProductTerms({ ...stored, insurance_per_period: 0 })).toEqual([
      'reca_number',
      'moratorio_rate',
    ]);
    expect(missingProductTerms({ ...stored, insurance_per_period: 12.5 })).toEqual([
      'reca_number',
      'moratorio_rate',
      'insurer',
      'policy_number',
    ]);
    expect(
      missingProductTerms({
        reca_number: 'R-1',
        moratorio_rate: 0,
        insurer: 'A',
        policy_number: 'P',
        insurance_per_period: 5,
      }),
    ).toEqual([]);
  });
});
