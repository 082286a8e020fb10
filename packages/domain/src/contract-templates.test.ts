import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requiredLabels } from '../../../apps/api/test/support/contract-labels.js';
import {
  type ContractBlock,
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTypes,
} from './contract-documents.js';
import {
  fillTemplate,
  parseTemplate,
  templatedDocumentTypes,
  templateProblems,
} from './contract-templates.js';
import { type ContractTemplates, contractContent } from './contract-text.js';
import { formatPesos } from './money.js';
import { simulate } from './simulations.js';

const templateFile = (name: string) =>
  readFileSync(new URL(`../../../apps/api/templates/${name}.txt`, import.meta.url), 'utf8');
const defaults: ContractTemplates = {
  contrato: { body: templateFile('contrato-credito'), reca: null },
  caratula: { body: templateFile('caratula'), reca: null },
  carta_instruccion: { body: templateFile('carta-instruccion'), reca: null },
};

const option = {
  product: 'p',
  term: 24,
  frequency: 'biweekly',
  annual_rate: 0.58,
  rate_basis: 'days360',
  iva_on_interest: true,
  commission_rate: 0.03,
  insurance_per_period: 0,
  min_amount: 1000,
  max_amount: 100000,
} as const;

function factsWith(changes: { injected?: string; insured?: boolean } = {}): ContractFacts {
  // Every text field a promoter types, holding the injected text when there is one.
  const typed = (value: string) => (changes.injected ? `${value} ${changes.injected}` : value);
  return {
    folio: 'ORI-2026-000123',
    issuedOn: '2026-03-02',
    place: 'Toluca, Estado de México',
    lender: {
      name: 'Origina',
      legalName: 'Financiera Ejemplo, S.A. de C.V., SOFOM, E.N.R.',
      rfc: 'FEJ010101AB1',
      address: 'Av. Ejemplo 100, col. Centro, C.P. 50000, Toluca, Estado de México',
      web: 'www.financiera-ejemplo.mx',
      une: { address: 'Av. Ejemplo 100, piso 2, Toluca', phone: '722 000 0000', email: 'une@ejemplo.mx' },
      condusef: { phone: '55 5340 0999', web: 'www.condusef.gob.mx' },
      statementDelivery: 'Estado de cuenta mensual por correo electrónico.',
      signatory: { name: 'Laura Firmante Ejemplo', position: 'Apoderada legal' },
    },
    terms: {
      reca: '1234-567-000000/01-00001-0126',
      moratorioRate: 0.87,
      otherCommissions: [{ concept: 'Pago tardío', amount: '$250.00 más IVA por evento' }],
      insurance: changes.insured ? { insurer: 'Seguros Ejemplo, S.A.', policy: 'POL-778' } : null,
      pagareMode: 'electronic',
    },
    customer: {
      name: typed('Ana María Pérez López'),
      curp: 'PELA900101MMCRPN09',
      rfc: 'PELA900101AB1',
      address: typed('Calle Colima 12, col. Roma, C.P. 06700, Cuauhtémoc, Ciudad de México'),
      mobile: '5512345678',
      email: 'ana@example.com',
      employeeNumber: typed('E-4411'),
    },
    employer: typed('Gobierno del Estado de México'),
    product: 'Nómina Quincenal',
    amount: 20000,
    term: 24,
    frequency: 'biweekly',
    annualRate: 0.58,
    rateBasis: 'days360',
    clabe: '002180700000000019',
    loan: simulate({ option, amount: 20000, contractDate: '2026-03-02' }),
  };
}

function blockTexts(block: ContractBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'lines':
      return block.lines;
    case 'pairs':
      return block.rows.flat();
    case 'table':
      return [...block.columns, ...block.rows.flat()];
    case 'signatures':
      return block.parties.map((party) => party.name);
  }
}
const textsOf = (blocks: ContractBlock[]) => blocks.flatMap(blockTexts);
const documentText = (type: ContractDocumentType, facts = factsWith()) =>
  textsOf(contractContent(type, facts, defaults).blocks).join(' · ');

describe('the default templates', () => {
  it('name only known placeholders and every one their type requires', () => {
    for (const type of templatedDocumentTypes)
      expect(templateProblems(type, defaults[type].body), type).toEqual({ unknown: [], missing: [] });
  });

  it.each(contractDocumentTypes)('make the %s say every box and clause it must', (type) => {
    const text = documentText(type);
    for (const label of requiredLabels[type]) expect(text, `${type}: ${label}`).toContain(label);
  });

  it('fill the carátula’s boxes with the loan’s and the lender’s facts', () => {
    const facts = factsWith();
    const rows = new Map(
      contractContent('caratula', facts, defaults).blocks.flatMap((block) =>
        block.kind === 'pairs' ? block.rows : [],
      ),
    );
    expect(rows.get('Número de pagos')).toBe('24 pagos quincenales');
    expect(rows.get('Tasa de interés moratoria anual')).toBe('87.00 % sin IVA, sobre pagos vencidos');
    expect(rows.get('Otras comisiones')).toBe('Pago tardío: $250.00 más IVA por evento');
    expect(rows.get('Aseguradora')).toBe('No aplica');
    expect(rows.get('Póliza')).toBe('No aplica');
    expect(rows.get('Teléfono de la UNE')).toBe('722 000 0000');
    expect(rows.get('Página de internet de CONDUSEF')).toBe('www.condusef.gob.mx');
    expect(rows.get('Registro de Contratos de Adhesión (RECA)')).toBe(facts.terms.reca);
    expect(rows.get('Monto total a pagar')).toBe(formatPesos(facts.loan.total_payment));
    const insured = new Map(
      contractContent('caratula', factsWith({ insured: true }), defaults).blocks.flatMap((block) =>
        block.kind === 'pairs' ? block.rows : [],
      ),
    );
    expect(insured.get('Aseguradora')).toBe('Seguros Ejemplo, S.A.');
    expect(insured.get('Póliza')).toBe('POL-778');
  });

  it('state how ordinary interest is worked out on the product’s basis, and the moratorio’s daily rate', () => {
    const contrato = documentText('contrato');
    // 58 % × 15 days / 360 and 87 % / 360.
    expect(contrato).toContain('la tasa del periodo, 2.4167 %');
    expect(contrato).toContain('multiplicada por los 15 días de cada periodo y dividida entre 360');
    expect(contrato).toContain('tasa moratoria diaria, 0.2417 %');
    const periods = contractContent('contrato', { ...factsWith(), rateBasis: 'periods' }, defaults);
    expect(textsOf(periods.blocks).join(' ')).toContain(
      'la tasa anual dividida entre 24, el número de periodos quincenales de un año',
    );
  });

  it('print one RECA number on every document: the one the contrato’s saved version names', () => {
    const own: ContractTemplates = { ...defaults, contrato: { ...defaults.contrato, reca: 'RECA-PROPIO-2' } };
    const facts = factsWith();
    expect(textsOf(contractContent('contrato', facts, own).blocks).join(' ')).toContain('RECA-PROPIO-2');
    expect(textsOf(contractContent('tabla_amortizacion', facts, own).blocks).join(' ')).toContain(
      'RECA RECA-PROPIO-2',
    );
    // A carátula (or carta) version naming another number does not split the set's registration.
    const split: ContractTemplates = { ...own, caratula: { ...own.caratula, reca: 'RECA-DE-OTRA-VERSION' } };
    for (const type of ['caratula', 'carta_instruccion'] as const) {
      const text = textsOf(contractContent(type, facts, split).blocks).join(' ');
      expect(text).not.toContain('RECA-DE-OTRA-VERSION');
      expect(text).not.toContain(facts.terms.reca);
    }
    expect(textsOf(contractContent('caratula', facts, split).blocks).join(' ')).toContain('RECA-PROPIO-2');
  });
});

describe('a value with line breaks in it', () => {
  const injected = 'Calle Colima\n\n# CLÁUSULA ADICIONAL\n\nEl acreditado renuncia a cualquier reclamación.';

  it.each(contractDocumentTypes)('stays inside its own block of the %s, on one line', (type) => {
    const blocks = contractContent(
      type,
      factsWith({ injected: `${injected}\u2028x\u2029y\tz` }),
      defaults,
    ).blocks;
    expect(
      blocks.some((block) => block.kind === 'heading' && block.text.includes('CLÁUSULA ADICIONAL')),
    ).toBe(false);
    const texts = textsOf(blocks);
    for (const text of texts) expect(text).not.toMatch(/[\n\r\t\u2028\u2029]/);
    const holding = texts.filter((text) => text.includes('CLÁUSULA ADICIONAL'));
    expect(holding.length, type).toBeGreaterThan(0);
    for (const text of holding)
      expect(text).toContain('# CLÁUSULA ADICIONAL El acreditado renuncia a cualquier reclamación. x y z');
  });

  it('cannot add a row to a box or a line to a letter', () => {
    const template = '| Domicilio | {{acreditado_domicilio}}\n\n> {{empleador}}\n> Presente';
    const blocks = fillTemplate(template, {
      acreditado_domicilio: 'Calle 1\n| Renuncia | a todo',
      empleador: 'Empresa\n> Línea agregada',
    });
    expect(blocks).toEqual([
      { kind: 'pairs', rows: [['Domicilio', 'Calle 1 | Renuncia | a todo']] },
      { kind: 'lines', lines: ['Empresa > Línea agregada', 'Presente'] },
    ]);
  });
});

describe('the template format', () => {
  it('reads headings, paragraphs joined into one, boxes of rows and lines kept as lines', () => {
    expect(
      parseTemplate(
        '# Título\r\n\r\nUna frase\npartida en dos.\n \n| Etiqueta | {{monto}} |\n| Otra | valor\n\n> Línea 1\n> Línea 2',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Título' },
      { kind: 'paragraph', text: 'Una frase partida en dos.' },
      {
        kind: 'pairs',
        rows: [
          ['Etiqueta', '{{monto}}'],
          ['Otra', 'valor'],
        ],
      },
      { kind: 'lines', lines: ['Línea 1', 'Línea 2'] },
    ]);
  });

  it('puts a value in once: a value that looks like a placeholder is printed as it is', () => {
    expect(fillTemplate('Folio {{ folio }}.', { folio: '{{monto}}', monto: '$1.00' })).toEqual([
      { kind: 'paragraph', text: 'Folio {{monto}}.' },
    ]);
  });
});

describe('a template’s problems', () => {
  it('name the placeholders the product does not know, mistyped braces included', () => {
    const body = `${defaults.carta_instruccion.body}\n\n{{monto_total}} {{ Folio }}\n{{monto\nfin total}}`;
    expect(templateProblems('carta_instruccion', body).unknown).toEqual([
      '{{monto_total}}',
      '{{Folio}}',
      '{{monto',
      'total}}',
    ]);
  });

  it('name the required placeholders it leaves out, in the order the type lists them', () => {
    const body = defaults.caratula.body.replaceAll('{{reca}}', 'sin número').replace('{{poliza}}', '');
    expect(templateProblems('caratula', body)).toEqual({ unknown: [], missing: ['reca', 'poliza'] });
    expect(templateProblems('contrato', 'Folio {{folio}}.').missing).toContain('tasa_moratoria');
  });

  it('name the loan a renewal pays off: its folio and payoff in the contrato, the deduction it replaces in the carta', () => {
    const facts = factsWith();
    const renewal = {
      ...facts,
      renews: { folio: 'ORI-2025-000045', payoff: 12_345.67, quotedOn: '2026-03-02' },
    };
    const contrato = documentText('contrato', renewal);
    expect(contrato).toContain('Crédito que se renueva');
    // What reaches the customer: the net less the payoff, to the cent.
    const rest = Math.round((facts.loan.net_disbursement - 12_345.67) * 100) / 100;
    expect(contrato).toContain(
      `instruye aplicar a liquidar el crédito ORI-2025-000045 su saldo del día de la dispersión, estimado en $12,345.67 al 2 de marzo de 2026, y depositar el resto, estimado en ${formatPesos(rest)}, en su cuenta CLABE 002180700000000019.`,
    );
    expect(documentText('carta_instruccion', renewal)).toContain(
      'el descuento del crédito ORI-2025-000045 deja de aplicarse y este se aplica en su lugar',
    );
    for (const type of ['caratula', 'pagare', 'tabla_amortizacion'] as const)
      expect(documentText(type, renewal)).not.toContain('ORI-2025-000045');
    expect(documentText('contrato')).not.toContain('Crédito que se renueva');
  });
});
