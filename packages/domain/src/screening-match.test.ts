import { describe, expect, it } from 'vitest';
import { riskGrade, riskInputsOf } from './risk-grade.js';
import { indexEntries, type ListEntry, screenPerson } from './screening-match.js';
import { nameSimilarity, nameTokens } from './screening-names.js';

const entry = (id: string, name: string, more: Partial<ListEntry> = {}): ListEntry => ({
  id,
  source: 'uif',
  reference: id,
  name,
  aliases: [],
  curp: null,
  rfc: null,
  ...more,
});

const lists = indexEntries([
  entry('1', 'José Ángel de la Peña Núñez'),
  entry('2', 'GUZMAN LOERA, Joaquin', { source: 'ofac', aliases: ['El Chapo Guzmán'] }),
  entry('3', 'Comercializadora Ficticia del Norte SA de CV', { rfc: 'CFN010101AB1' }),
  entry('4', 'Rosa Torres', { curp: 'TORR800101MDFRSS09' }),
]);
const person = (name: string, ids: { curp?: string; rfc?: string } = {}) =>
  screenPerson(lists, { name, curp: ids.curp ?? null, rfc: ids.rfc ?? null });

describe('name tokens', () => {
  it('drop accents, case, punctuation and the particles of surnames', () => {
    expect(nameTokens('José Ángel DE LA Peña-Núñez')).toEqual(['jose', 'angel', 'pena', 'nunez']);
  });
});

describe('screening a person against the lists', () => {
  it('hits a list name written without accents and with the surnames first', () => {
    const hits = person('PENA NUNEZ JOSE ANGEL');
    expect(hits).toMatchObject([{ entryId: '1', matched: 'name', score: 1 }]);
  });

  it('hits when one side omits the second surname or the particles', () => {
    expect(person('Joaquín Guzmán Loera')[0]).toMatchObject({ entryId: '2', matched: 'name' });
    expect(person('Joaquín Archivaldo Guzmán Loera')[0]?.entryId).toBe('2');
    expect(person('José Ángel Peña')[0]?.entryId).toBe('1');
  });

  it('hits an alias', () => {
    expect(person('Chapo Guzman')[0]).toMatchObject({ entryId: '2', matched: 'alias' });
  });

  it('hits on an exact CURP or RFC whatever the name', () => {
    expect(person('Ana Pérez', { curp: 'torr800101mdfrss09' })[0]).toMatchObject({
      entryId: '4',
      matched: 'curp',
      score: 1,
    });
    expect(person('Otra Empresa', { rfc: 'CFN010101AB1' })[0]).toMatchObject({
      entryId: '3',
      matched: 'rfc',
    });
  });

  it('does not hit María García López against lists without her', () => {
    expect(person('María García López', { curp: 'GALM800101MDFRPR01', rfc: 'GALM800101AB1' })).toEqual([]);
  });

  // Near misses: names that share some of an entry's words but are other people.
  it.each([
    ['José Ángel Pérez Núñez', 'a different first surname'],
    ['Joaquín Guzmán Torres', 'the same given name and first surname, another second surname'],
    ['Rosa María Torreblanca', 'a surname that starts alike'],
    ['Ángel', 'a single word'],
    ['Comercializadora del Sur', 'a company sharing one word'],
  ])('does not hit %s (%s)', (name) => {
    expect(person(name)).toEqual([]);
  });

  it('keeps a one-letter typo in a long surname above the threshold', () => {
    expect(person('Jose Angel Pena Nunes')[0]?.entryId).toBe('1');
  });

  it('scores 0–1 whatever the word order', () => {
    const a = nameTokens('Pérez Gómez Juan');
    const b = nameTokens('Juan Pérez Gómez');
    expect(nameSimilarity(a, b)).toBe(1);
    expect(nameSimilarity(nameTokens('Juan'), b)).toBe(0);
  });
});

describe('the risk grade', () => {
  const base = riskInputsOf({}, 0);
  it('reads absent fields as no and unknown: low', () => {
    expect(base).toMatchObject({ pep: false, occupation: null, amount: null });
    expect(riskGrade(base).grade).toBe('low');
  });
  it.each([
    [{ hits: 1 }, 'high'],
    [{ pep: true }, 'high'],
    [{ thirdParty: true }, 'high'],
    [{ pepRelative: true }, 'medium'],
    [{ resourceSource: 'business' }, 'medium'],
    [{ amount: 150_000 }, 'medium'],
    [{ occupation: 'Dueño de casa de cambio' }, 'medium'],
    [{ pepRelative: true, amount: 150_000 }, 'high'],
    [{ resourceSource: 'salary', amount: 20_000, occupation: 'Maestra' }, 'low'],
  ] as const)('%o is %s', (change, grade) => {
    expect(riskGrade({ ...base, ...change }).grade).toBe(grade);
  });
  it('reads the stored sections', () => {
    const inputs = riskInputsOf(
      {
        datos_generales: { pep: true },
        datos_laborales: { resource_source: 'pension' },
        producto: { amount: 5000 },
      },
      0,
    );
    expect(inputs).toMatchObject({ pep: true, resourceSource: 'pension', amount: 5000 });
  });
});
