import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListFileError } from './list-files.js';
import { parseList } from './parse-list.js';

// The samples under apps/api/test/screening-samples/ follow each list's published layout (the
// UIF's is ours); their names are made up.
const sample = (name: string) =>
  readFileSync(new URL(`../../../test/screening-samples/${name}`, import.meta.url));

describe('the list files', () => {
  it('reads the UIF list in our CSV layout: people and companies, CURP, RFC and aliases', () => {
    const entries = parseList('uif', sample('uif-personas-bloqueadas.csv'));
    expect(entries).toHaveLength(4);
    expect(entries[1]).toMatchObject({
      reference: 'UIF-EJEMPLO-0002',
      kind: 'individual',
      name: 'José Ángel de la Peña Núñez',
      aliases: ['El Güero', 'Ángel Peña'],
      curp: 'PENJ750101HDFXXS01',
      rfc: 'PENJ750101AB2',
    });
    expect(entries[2]).toMatchObject({ kind: 'entity', rfc: 'SFF010101AB3' });
  });

  it("reads OFAC's sdn.csv as published: names turned, ids from the remarks, vessels left out, alt.csv's aliases", () => {
    const entries = parseList('ofac', sample('sdn.csv'), sample('alt.csv'));
    expect(entries.map((entry) => entry.reference)).toEqual(['90001', '90002', '90004']);
    expect(entries[0]).toMatchObject({
      kind: 'individual',
      name: 'Ernesto PEREZ GOMEZ',
      curp: 'PEGE700312HSLRMR05',
      rfc: 'PEGE700312AB1',
      birthDate: '12 Mar 1970',
      aliases: ['Neto PEREZ'],
    });
    expect(entries[1]).toMatchObject({ kind: 'entity', rfc: 'CFP010101AB4', aliases: [] });
    expect(entries[2]?.aliases).toEqual(['Karim ABDALLA']);
  });

  it("reads the UN consolidated list's XML: individuals (names joined, aliases), entities", () => {
    const entries = parseList('un', sample('un-consolidated.xml'));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      reference: 'QDi.999',
      kind: 'individual',
      name: 'MARCO ANTONIO SALAZAR RÍOS',
      aliases: ['Marco Salazar', 'El Ingeniero'],
      birthDate: '1971-06-30',
    });
    expect(entries[1]).toMatchObject({ name: 'FATIMA EXAMPLE', aliases: [], birthDate: '1980' });
    expect(entries[1]?.details).toContain('&');
    expect(entries[2]).toMatchObject({
      kind: 'entity',
      name: 'EXAMPLE RELIEF FOUNDATION',
      aliases: ['Example Aid Society'],
    });
  });

  it.each([
    ['uif', 'sdn.csv', 'screening.list_unreadable'],
    ['ofac', 'uif-personas-bloqueadas.csv', 'screening.list_bad_row'],
    ['un', 'sdn.csv', 'screening.list_bad_row'],
  ] as const)('refuses a file that is not the %s list (%s)', (source, file, key) => {
    expect(() => parseList(source, sample(file))).toThrow(expect.objectContaining({ key }));
  });

  it('refuses a list with no entries, a binary file, and an XML with a DOCTYPE', () => {
    const refusal = (source: 'uif' | 'ofac' | 'un', text: string | Buffer) => {
      try {
        parseList(source, Buffer.from(text));
      } catch (error) {
        return error instanceof ListFileError ? error.key : error;
      }
      return null;
    };
    expect(
      refusal(
        'uif',
        'referencia,tipo,nombre,apellido_paterno,apellido_materno,curp,rfc,fecha_nacimiento,alias,observaciones\n',
      ),
    ).toBe('screening.list_empty');
    expect(refusal('ofac', Buffer.from([0, 1, 2, 3]))).toBe('screening.list_unreadable');
    expect(
      refusal(
        'un',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><CONSOLIDATED_LIST></CONSOLIDATED_LIST>',
      ),
    ).toBe('screening.list_unreadable');
    expect(refusal('un', '<?xml version="1.0"?><OTHER_LIST/>')).toBe('screening.list_unreadable');
  });
});
