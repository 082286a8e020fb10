import { z } from 'zod';

const megabytes = (count: number) => count * 1024 * 1024;
const photo = ['image/jpeg', 'image/png', 'image/webp'];
const photoOrPdf = [...photo, 'application/pdf'];

// The documents an application can carry. Files are checked by content against these types
// (not by name), and photos are re-encoded on upload without their metadata (EXIF, location).
export const documentTypes = [
  {
    code: 'ine_front',
    name: { es: 'INE (frente)', en: 'Voter ID card (front)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
  {
    code: 'ine_back',
    name: { es: 'INE (reverso)', en: 'Voter ID card (back)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
  {
    code: 'proof_of_address',
    name: {
      es: 'Comprobante de domicilio (no mayor a 3 meses)',
      en: 'Proof of address (at most 3 months old)',
    },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
  {
    code: 'pay_stub',
    name: { es: 'Recibos de nómina (los dos últimos)', en: 'Pay stubs (the last two)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
  {
    code: 'bank_statement',
    name: { es: 'Estado de cuenta bancario con CLABE', en: 'Bank statement showing the CLABE' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(15),
  },
  {
    code: 'signed_application',
    name: { es: 'Solicitud firmada', en: 'Signed application' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(15),
  },
  {
    code: 'selfie',
    name: { es: 'Selfie del cliente', en: 'Customer selfie' },
    accepted_types: photo,
    max_size_bytes: megabytes(8),
  },
] as const;

export type DocumentTypeCode = (typeof documentTypes)[number]['code'];
export const documentTypeCodes = documentTypes.map((type) => type.code) as [
  DocumentTypeCode,
  ...DocumentTypeCode[],
];

export const documentTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  accepted_types: z.array(z.string()),
  max_size_bytes: z.number(),
  required: z.boolean(),
});

export const documentTypeQuerySchema = z.object({
  product: z.string().trim().max(64).optional(),
  affiliate: z.string().trim().max(64).optional(),
});

/** A document of an application as the API answers it. */
export const applicationDocumentSchema = z.object({
  id: z.string(),
  application: z.string(),
  document_type: z.string(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  status: z.enum(['pending', 'uploaded']),
  sha256: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  created_at: z.string(),
  upload_url: z.string().nullable(),
  // A direct upload to object storage: a form POST of these fields then the file, then confirm_url.
  upload_fields: z.record(z.string(), z.string()).nullable(),
  confirm_url: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;
