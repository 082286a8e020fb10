import { z } from 'zod';

// Official identifications a customer may present, each with the number format it requires.
export const identificationTypes = [
  {
    code: 'ine',
    name: { es: 'Credencial para votar (INE/IFE)', en: 'Voter ID card (INE/IFE)' },
    // Clave de elector: 6 letters, birth date, state (01–32), sex, 3 digits (docs/domain-rules.md).
    number_pattern: '^[A-Z]{6}\\d{6}(0[1-9]|[12]\\d|3[0-2])[HM]\\d{3}$',
    number_example: 'GMVLMR80070501M100',
    number_hint: {
      es: 'Clave de elector: 18 caracteres (6 letras, 8 dígitos, H o M, 3 dígitos).',
      en: 'Elector key: 18 characters (6 letters, 8 digits, H or M, 3 digits).',
    },
  },
  {
    code: 'passport',
    name: { es: 'Pasaporte mexicano', en: 'Mexican passport' },
    number_pattern: '^[A-Z]\\d{8}$',
    number_example: 'G12345678',
    number_hint: { es: 'Una letra y 8 dígitos.', en: 'One letter and 8 digits.' },
  },
  {
    code: 'professional_license',
    name: { es: 'Cédula profesional', en: 'Professional licence (cédula profesional)' },
    number_pattern: '^\\d{7,8}$',
    number_example: '12345678',
    number_hint: { es: '7 u 8 dígitos.', en: '7 or 8 digits.' },
  },
  {
    code: 'permanent_resident',
    name: { es: 'Tarjeta de residente permanente', en: 'Permanent resident card' },
    number_pattern: '^[A-Z0-9]{9,13}$',
    number_example: '123456789',
    number_hint: {
      es: 'Número de documento de la tarjeta del INM: 9 a 13 letras o dígitos.',
      en: 'Document number on the INM card: 9 to 13 letters or digits.',
    },
  },
  {
    code: 'temporary_resident',
    name: { es: 'Tarjeta de residente temporal', en: 'Temporary resident card' },
    number_pattern: '^[A-Z0-9]{9,13}$',
    number_example: '987654321',
    number_hint: {
      es: 'Número de documento de la tarjeta del INM: 9 a 13 letras o dígitos.',
      en: 'Document number on the INM card: 9 to 13 letters or digits.',
    },
  },
] as const;

// The number as a person types it (spaces, lower case) is compared in its printed form.
const normalizeIdentificationNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export function isValidIdentificationNumber(code: string, value: string) {
  const type = identificationTypes.find((candidate) => candidate.code === code);
  return type ? new RegExp(type.number_pattern).test(normalizeIdentificationNumber(value)) : false;
}

export const identificationTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  number_pattern: z.string(),
  number_example: z.string(),
  number_hint: z.string(),
});
