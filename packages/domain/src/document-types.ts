import { z } from 'zod';

const megabytes = (count: number) => count * 1024 * 1024;
const photo = ['image/jpeg', 'image/png', 'image/webp'];
const photoOrPdf = [...photo, 'application/pdf'];

// The documents an application can carry. Files are checked by content against these types
// (not by name), and photos are re-encoded on upload without their metadata (EXIF, location).
// Each needs between min_files and max_files files (two pay stubs are two files); one the
// identity check already took (`from_identity`, a capture kind) needs no upload once the customer
// has sent the photos.
export const documentTypes = [
  {
    code: 'ine_front',
    name: { es: 'INE (frente)', en: 'Voter ID card (front)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
    min_files: 1,
    max_files: 1,
    from_identity: 'id_front',
    hint: {
      es: 'La cara con la foto, completa y legible; sirve la foto de la verificación de identidad.',
      en: "The side with the photo, whole and readable; the identity check's photo counts.",
    },
  },
  {
    code: 'ine_back',
    name: { es: 'INE (reverso)', en: 'Voter ID card (back)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
    min_files: 1,
    max_files: 1,
    from_identity: 'id_back',
    hint: {
      es: 'La cara con el código de barras, completa y legible; sirve la foto de la verificación de identidad.',
      en: "The side with the barcode, whole and readable; the identity check's photo counts.",
    },
  },
  {
    code: 'proof_of_address',
    name: {
      es: 'Comprobante de domicilio (no mayor a 3 meses)',
      en: 'Proof of address (at most 3 months old)',
    },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
    min_files: 1,
    max_files: 2,
    from_identity: null,
    hint: {
      es: 'Luz, agua, teléfono o predial a nombre del cliente o de su familia, de los últimos 3 meses.',
      en: "Electricity, water, phone or property-tax bill in the customer's or family's name, from the last 3 months.",
    },
  },
  {
    code: 'pay_stub',
    name: { es: 'Recibos de nómina (los dos últimos)', en: 'Pay stubs (the last two)' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
    min_files: 2,
    max_files: 4,
    from_identity: null,
    hint: {
      es: 'Los dos últimos recibos de nómina, un archivo por recibo (CFDI en PDF o foto legible).',
      en: 'The last two pay stubs, one file each (the CFDI as a PDF, or a readable photo).',
    },
  },
  {
    code: 'bank_statement',
    name: { es: 'Estado de cuenta bancario con CLABE', en: 'Bank statement showing the CLABE' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(15),
    min_files: 1,
    max_files: 3,
    from_identity: null,
    hint: {
      es: 'La hoja del estado de cuenta donde se ven el nombre del cliente y la CLABE.',
      en: "The statement page that shows the customer's name and the CLABE.",
    },
  },
  {
    code: 'signed_application',
    name: { es: 'Solicitud firmada', en: 'Signed application' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(15),
    min_files: 1,
    max_files: 5,
    from_identity: null,
    hint: {
      es: 'Todas las hojas de la solicitud, firmadas por el cliente.',
      en: 'Every page of the application, signed by the customer.',
    },
  },
  {
    code: 'selfie',
    name: { es: 'Selfie del cliente', en: 'Customer selfie' },
    accepted_types: photo,
    max_size_bytes: megabytes(8),
    min_files: 1,
    max_files: 1,
    from_identity: 'selfie',
    hint: {
      es: 'La cara del cliente de frente, con buena luz; sirve la selfie de la verificación de identidad.',
      en: "The customer's face, straight on, in good light; the identity check's selfie counts.",
    },
  },
  // A buy-out (issue 36): the customer's payoff letter for each outside loan, required one per
  // loan once the application carries any (its amount, CLABE, reference and validity are typed in
  // Datos laborales from it).
  {
    code: 'payoff_letter',
    name: { es: 'Carta de liquidación', en: 'Payoff letter' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
    min_files: 1,
    max_files: 5,
    from_identity: null,
    hint: {
      es: 'Una por cada crédito a liquidar: la carta de la otra financiera con el monto, la CLABE, la referencia y la vigencia.',
      en: "One for each loan to pay off: the other lender's letter with the amount, CLABE, reference and validity.",
    },
  },
] as const;

/** The documents a buy-out gathers after the disbursement, one each per outside loan paid off:
 * the outside lender's no-debt letter and its release of the payroll deduction. They are tracked
 * on the loan until received, never asked for in the capture. */
export const payoffReleaseTypes = [
  {
    code: 'no_debt_letter',
    name: { es: 'Carta finiquito', en: 'No-debt letter' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
  {
    code: 'deduction_release',
    name: { es: 'Liberación del descuento', en: 'Deduction release' },
    accepted_types: photoOrPdf,
    max_size_bytes: megabytes(10),
  },
] as const;
export type PayoffReleaseType = (typeof payoffReleaseTypes)[number]['code'];
export const payoffReleaseCodes = payoffReleaseTypes.map((type) => type.code) as [
  PayoffReleaseType,
  ...PayoffReleaseType[],
];

export type DocumentTypeCode = (typeof documentTypes)[number]['code'];
export const documentTypeCodes = documentTypes.map((type) => type.code) as [
  DocumentTypeCode,
  ...DocumentTypeCode[],
];

/** How many files of a type an application needs: a payoff letter per outside loan in a buy-out,
 * else the type's own minimum. */
export const filesNeeded = (type: { code: string; min_files: number }, payoffs: number) =>
  type.code === 'payoff_letter' ? Math.max(type.min_files, payoffs) : type.min_files;

export const documentTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  accepted_types: z.array(z.string()),
  max_size_bytes: z.number(),
  min_files: z.number(),
  max_files: z.number(),
  // The identity check's photo that stands for this document, if any.
  from_identity: z.enum(['id_front', 'id_back', 'selfie']).nullable(),
  hint: z.string(),
  required: z.boolean(),
});

export const documentTypeQuerySchema = z.object({
  product: z.string().trim().max(64).optional(),
  affiliate: z.string().trim().max(64).optional(),
  // A buy-out's outside loans: a payoff letter each.
  payoffs: z.coerce.number({ message: 'validation.invalid_value' }).int().min(0).max(5).optional(),
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
