import { curpCheckDigit } from '@origina/domain/mexican-ids';

// A customer and a complete application for the demo catalogue, as plain data: the API tests and
// the browser specs fill applications with it.

// A customer whose data passes every rule (CURP and CLABE from DOMAIN.md's vectors).
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
  },
  referencias: {
    references: [
      { name: 'Rosa García', phone: '5587654321', relationship: 'sibling' },
      { name: 'Jorge Pérez', phone: '5511112222', relationship: 'friend' },
    ],
  },
  datos_de_solicitud: { purpose: 'home_improvement', amount_confirmed: true },
};

/** Every data section of a complete application for the demo choices. */
export function completeSections(choices: { branch: string; affiliate: string; product: string }) {
  const { pre_solicitud: _, ...rest } = customer;
  return {
    branch: { branch: choices.branch },
    convenio: { affiliate: choices.affiliate },
    producto: { product: choices.product, term: 24, amount: 20000 },
    ...rest,
  };
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
  };
}
