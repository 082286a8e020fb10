import { curpCheckDigit } from '@origina/domain/mexican-ids';

// A customer and a complete application for the demo catalogue, as plain data: the API tests and
// the browser specs fill applications with it.

// A customer whose data passes every rule (CURP and CLABE from docs/domain-rules.md's vectors).
export const customer = {
  pre_solicitud: {
    first_name: 'Gabriela',
    last_name: 'Hernández',
    second_last_name: 'García',
    curp: 'HEGG560427MVZRRL04',
    mobile: '55 1234 5678',
    email: 'gabriela@example.mx',
    contact_consent: true,
  },
  datos_generales: {
    first_name: 'Gabriela',
    last_name: 'Hernández',
    second_last_name: 'García',
    birth_date: '1956-04-27',
    sex: 'M',
    nationality: 'MX',
    curp: 'HEGG560427MVZRRL04',
    rfc: 'HEGG560427AB1',
    identification_type: 'ine',
    identification_number: 'GMVLMR80070501M100',
    marital_status: 'married',
    // The identification file (Expediente PLD): every question answered.
    pep: false,
    pep_relative: false,
    third_party: false,
    third_party_name: null,
  },
  datos_generales_2: {
    dependants: 2,
    education: 'bachelor',
    housing: 'owned',
    email: 'gabriela@example.mx',
    mobile: '5512345678',
    home_phone: null,
  },
  domicilio: {
    zip: '06700',
    settlement: 'roma norte',
    street: 'Calle Colima',
    exterior_number: '120',
    interior_number: null,
    years_at_address: 5,
  },
  datos_laborales: {
    employee_number: 'E-4512',
    position: 'Analista',
    start_date: '2015-03-01',
    net_pay: 12000,
    existing_deductions: 500,
    bank: '002',
    clabe: '002010077777777771',
    occupation: 'Empleada de gobierno',
    resource_source: 'salary',
    resource_source_other: null,
  },
  referencias: {
    references: [
      { name: 'Rosa García', phone: '5587654321', relationship: 'sibling' },
      { name: 'Jorge Pérez', phone: '5511112222', relationship: 'friend' },
    ],
  },
  datos_de_solicitud: { purpose: 'home_improvement', amount_confirmed: true },
};

/** Every data section of a complete application for the demo choices (with `curp`, another
 * customer of the same name and birth date). */
export function completeSections(
  choices: { branch: string; affiliate: string; product: string },
  curp: string = customer.datos_generales.curp,
) {
  const { pre_solicitud: _, ...rest } = customer;
  return {
    branch: { branch: choices.branch },
    convenio: { affiliate: choices.affiliate },
    producto: { product: choices.product, term: 24, amount: 20000 },
    ...rest,
    datos_generales: { ...rest.datos_generales, curp },
  };
}

const curpAlphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
let curpsMade = 0;

/**
 * A valid CURP of another customer born the same day as the fixture's: the customer's other loans
 * count against the payroll capacity (issue 30), so applications that are not about one customer
 * each get their own. The three consonants of the names and the digit before the check vary.
 */
export function freshCurp() {
  curpsMade += 1;
  const n = curpsMade;
  const first17 = [
    customer.datos_generales.curp.slice(0, 13),
    consonants[Math.floor(n / 4410) % 21],
    consonants[Math.floor(n / 210) % 21],
    consonants[Math.floor(n / 10) % 21],
    String(n % 10),
  ].join('');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += curpAlphabet.indexOf(first17[i]!) * (18 - i);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** The same person under another valid CURP (its 14th–16th characters `letters`, consonants, with
 * its own check digit): the lender counts a CURP's other loans against its capacity, so a suite
 * that weighs them gives each case its own customer. */
export function anotherCurp(letters: string) {
  const first17 = `HEGG560427MVZ${letters}0`;
  return `${first17}${curpCheckDigit(first17)}`;
}

/** What a test changes of the demo application: the customer's CURP, the amount asked for. */
export interface ApplicationVariant {
  curp?: string | undefined;
  amount?: number | undefined;
  // Datos laborales' fields changed (a buy-out's payoffs and the deductions they are part of).
  work?: Record<string, unknown> | undefined;
}

export const preSolicitudOf = (variant: ApplicationVariant = {}) => ({
  ...customer.pre_solicitud,
  curp: variant.curp ?? customer.pre_solicitud.curp,
});

/** completeSections with a test's variant of the customer and the loan. */
export function sectionsOf(
  choices: { branch: string; affiliate: string; product: string },
  variant: ApplicationVariant = {},
) {
  const sections = completeSections(choices);
  return {
    ...sections,
    producto: { ...sections.producto, amount: variant.amount ?? sections.producto.amount },
    datos_generales: { ...sections.datos_generales, curp: variant.curp ?? sections.datos_generales.curp },
    datos_laborales: { ...sections.datos_laborales, ...variant.work },
  };
}
