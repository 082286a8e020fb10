import { describe, expect, it } from 'vitest';
import { CatalogFileError, parseCorreosDownload, parseSepomexCsv } from './postal-catalog.js';

describe('reading the postal-code catalogue', () => {
  it('reads the official Correos de México download: ISO-8859-1, pipes, a notice line and a header', () => {
    const text = [
      'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular',
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad',
      '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01',
      '64000|Lomas del  Riscal|Colonia|Monterrey|Nuevo León||64001|19|64001||09|039|0002|Urbano|',
    ].join('\r\n');
    const settlements = parseCorreosDownload(Buffer.from(text, 'latin1'));
    expect(settlements).toEqual([
      expect.objectContaining({
        zip: '01000',
        settlement: 'San Ángel',
        municipality: 'Álvaro Obregón',
        city: 'Ciudad de México',
        stateCode: '09',
        municipalityCode: '010',
        settlementId: '0001',
      }),
      expect.objectContaining({ zip: '64000', settlement: 'Lomas del Riscal', city: null, zone: 'Urbano' }),
    ]);
  });

  it('names the line of a bad row, so nothing half-valid is imported', () => {
    const csv =
      'zip,settlement,settlement_type,municipality,state,city,zone,state_code,municipality_code,settlement_id\r\n06700,Roma Norte,Colonia,Cuauhtémoc,Ciudad de México,Ciudad de México,Urbano,09,015,0001\r\n6700,"Lunas, Flores",Colonia,X,Y,,Urbano,09,015,0002\r\n';
    expect(() => parseSepomexCsv(csv)).toThrow(CatalogFileError);
    expect(() => parseSepomexCsv(csv)).toThrow('line 3: postal code "6700" is not 5 digits');
  });

  it('keeps quoted fields with commas and doubled quotes whole', () => {
    const csv =
      'zip,settlement,settlement_type,municipality,state,city,zone,state_code,municipality_code,settlement_id\r\n83000,"CEFERESO No. 9 ""Norte""",Equipamiento,Hermosillo,Sonora,,Urbano,26,030,0100\r\n';
    expect(parseSepomexCsv(csv)[0]).toMatchObject({ settlement: 'CEFERESO No. 9 "Norte"', city: null });
  });
});
