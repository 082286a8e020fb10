import { z } from 'zod';
import {
  type ContractBlock,
  type ContractDocumentType,
  contractDocumentTitles,
  contractDocumentTypes,
  contractSetDocumentTypes,
} from './contract-documents.js';
import { isTemplatedDocument } from './contract-templates.js';
import { required } from './schema-errors.js';

// The customer signs the approved contract set on their phone, through a capability link the
// promoter shares, with a one-time code sent to their mobile and e-mail (docs/api-conventions.md, After
// approval). These are the shapes the signing page, the promoter's card and the API share.

/** Wrong codes a link takes before it locks (the promoter then issues a new one). */
export const maxSignatureCodeAttempts = 5;
// A code works for ten minutes; another may be asked for a minute after the last one.
export const signatureCodeLifetimeMs = 10 * 60 * 1000;
export const signatureCodeWaitSeconds = 60;
/** The signature image as sent: a PNG of at most this many bytes. */
export const maxSignatureBytes = 200 * 1024;
export const signatureDataUrlPrefix = 'data:image/png;base64,';

const signatureLinkStatuses = ['pending', 'opened', 'signed', 'revoked', 'locked', 'expired'] as const;
// A link the customer can still use (a new one replaces it).
export const liveSignatureLinkStatuses = ['pending', 'opened'] as const;
export const isLiveSignatureLink = (status: string) =>
  (liveSignatureLinkStatuses as readonly string[]).includes(status);

/** What the owner promoter sees of the signing link. */
export const signatureLinkSchema = z.object({
  slug: z.string(),
  url: z.string(),
  expires_at: z.string(),
  status: z.enum(signatureLinkStatuses),
  code_sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
});
export type SignatureLink = z.infer<typeof signatureLinkSchema>;

/** What the customer's page reads: the documents and the state, no other customer data. Once
 * signed, the link shows the signed set for the time `signed_copy` states. */
export const publicSignatureSchema = z.object({
  status: z.enum(['pending', 'opened', 'signed']),
  expires_at: z.string(),
  lender: z.string(),
  folio: z.string(),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.enum(contractSetDocumentTypes),
      title: z.string(),
      download_url: z.string(),
      // A pagaré signed by hand on paper (pagaré mode `paper`): read here, signed in ink.
      handwritten: z.boolean(),
    }),
  ),
  signed_copy: z
    .object({
      signed_at: z.string(),
      // The last moment the signed documents can be downloaded through this link.
      available_until: z.string(),
      // Where the copy was sent, masked like the code's destinations.
      sent_to: z.array(z.string()),
      download_all_url: z.string(),
    })
    .nullable(),
  attempts_left: z.number().int(),
  // Where the code goes, masked ("•••• 5678", "ga***@example.mx").
  code_destinations: z.array(z.string()),
  code_sent_at: z.string().nullable(),
});
export type PublicSignature = z.infer<typeof publicSignatureSchema>;

export const signatureCodeSentSchema = z.object({
  code_destinations: z.array(z.string()),
  code_expires_at: z.string(),
});

/** The customer's signature: the code, every document accepted, and the drawn signature. */
export const signContractSchema = z.strictObject({
  code: z
    .string(required)
    .trim()
    .regex(/^\d{6}$/, { message: 'signature.code_format' }),
  accepted_documents: z
    .array(z.string().max(64), required)
    .min(1, { message: 'signature.documents_not_accepted' })
    .max(contractDocumentTypes.length),
  signature: z
    .string(required)
    .max(signatureDataUrlPrefix.length + Math.ceil((maxSignatureBytes * 4) / 3) + 4, {
      message: 'signature.image_too_large',
    })
    .startsWith(signatureDataUrlPrefix, { message: 'signature.image_not_png' }),
});
export type SignContract = z.infer<typeof signContractSchema>;

export const signatureResultSchema = z.object({ status: z.literal('signed'), signed_at: z.string() });

/** A moment as the customer's documents state it: in Mexico City's time, in words. */
export const mexicoDateTime = (date: Date) =>
  `${new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'long',
    timeStyle: 'medium',
  })
    .format(date)
    // Some ICU versions put narrow no-break spaces before "p.m.": plain ones print everywhere.
    .replace(/[\u00a0\u202f]/g, ' ')} (hora del centro de México)`;

/** The line printed at the foot of every page of a signed document. */
export const signatureLine = (customerName: string, signedAt: Date) =>
  `Firmado electrónicamente por ${customerName} el ${mexicoDateTime(signedAt)} · constancia en la última página`;

export interface SignatureEvidenceFacts {
  customerName: string;
  folio: string;
  signedAt: Date;
  linkIssuedAt: Date;
  codeSentAt: Date | null;
  ipAddress: string;
  userAgent: string;
  // Each document's fingerprint before it was stamped, and the product's template version it was
  // made from (null: the default text).
  documents: { type: ContractDocumentType; sha256: string; templateVersion?: number | null }[];
  /** Where the code went, masked as the signing page showed it. */
  codeSentTo: string[];
  /** Who timestamps the signed files: the lender's own server, or the TSA_URL authority. */
  timestampAuthority: { local: boolean; name: string };
  /** The public page that checks a signed document (/verificar on this installation). */
  verifyUrl: string;
}

// A file cannot hold its own timestamp: the token covers the signed file as delivered, this page
// included, and is kept beside it; the annex says who issues it and where to check it, and which
// template versions the texts came from. A few rows, so the page keeps room for the signature.
// Short names: the row stays on one or two lines.
const templateNames: Record<ContractDocumentType, string> = {
  caratula: 'carátula',
  contrato: 'contrato',
  carta_instruccion: 'carta de instrucción',
  pagare: 'pagaré',
  tabla_amortizacion: 'tabla de amortización',
};

function timestampRows(facts: SignatureEvidenceFacts): ContractBlock {
  const { local, name } = facts.timestampAuthority;
  const stamp = local
    ? 'Sello de tiempo local (RFC 3161) del servidor del otorgante sobre la huella SHA-256 de este archivo, conservado junto a su registro. No es un sello certificado: no lo emite un prestador de servicios de certificación acreditado (NOM-151-SCFI-2016).'
    : `Sello de tiempo (RFC 3161) de la autoridad de sellado de tiempo ${name} sobre la huella SHA-256 de este archivo, conservado junto a su registro.`;
  // The templated texts (carátula, contrato, carta) name the version of the product's template.
  const templates = facts.documents
    .filter((document) => isTemplatedDocument(document.type))
    .map(
      (document) =>
        `${templateNames[document.type]}: ${document.templateVersion ? `versión ${document.templateVersion}` : 'predeterminada'}`,
    );
  return {
    kind: 'pairs',
    rows: [
      ...(templates.length > 0 ? [['Plantilla', templates.join(' · ')] as const] : []),
      ['Sello de tiempo', stamp],
      ['Verificación', `Cargue este archivo en ${facts.verifyUrl}`],
    ],
  };
}

/** The evidence page closing every signed document: who signed, when, from where, how the code
 * was verified, and what was signed. */
export function signatureEvidenceContent(facts: SignatureEvidenceFacts): ContractBlock[] {
  const when = (date: Date | null) => (date ? mexicoDateTime(date) : '—');
  return [
    {
      kind: 'paragraph',
      text: `${facts.customerName} firmó electrónicamente el conjunto de documentos del crédito con folio ${facts.folio}, tras leer cada documento, otorgar su consentimiento y confirmar un código de un solo uso enviado a su celular y correo electrónico.`,
    },
    {
      kind: 'pairs',
      rows: [
        ['Firmante', facts.customerName],
        ['Fecha y hora de la firma', when(facts.signedAt)],
        ['Enlace de firma emitido', when(facts.linkIssuedAt)],
        ['Código enviado', when(facts.codeSentAt)],
        ['Código enviado a', facts.codeSentTo.join(' · ') || '—'],
        ['Código verificado', when(facts.signedAt)],
        ['Dirección IP', facts.ipAddress],
        ['Dispositivo', facts.userAgent.slice(0, 200) || '—'],
      ],
    },
    { kind: 'heading', text: 'Documentos firmados (SHA-256 antes de la firma)' },
    {
      kind: 'pairs',
      rows: facts.documents.map(
        (document) => [contractDocumentTitles[document.type], document.sha256] as const,
      ),
    },
    {
      kind: 'paragraph',
      text: 'Un archivo no puede contener su propia huella: la SHA-256 de cada documento después de la firma consta en la "Constancia de huellas digitales (SHA-256)", documento aparte del mismo conjunto que se entrega al cliente con los documentos firmados.',
    },
    timestampRows(facts),
  ];
}

export interface SignatureRecordFacts {
  customerName: string;
  folio: string;
  signedAt: Date;
  documents: {
    type: ContractDocumentType;
    sha256Before: string;
    sha256After: string;
    handwritten: boolean;
  }[];
}

/** The "Constancia de huellas digitales (SHA-256)": the one document that lists every document's SHA-256
 * before and after signing (its own hash is listed by the contract's page and the e-mail). */
export function signatureRecordContent(facts: SignatureRecordFacts): ContractBlock[] {
  return [
    {
      kind: 'paragraph',
      text: `Constancia de los documentos del crédito con folio ${facts.folio} que ${facts.customerName} firmó electrónicamente el ${mexicoDateTime(facts.signedAt)}. La huella SHA-256 identifica cada archivo: cualquier cambio en un documento cambia su huella.`,
    },
    ...facts.documents.flatMap((document): ContractBlock[] => [
      { kind: 'heading', text: contractDocumentTitles[document.type] },
      {
        kind: 'pairs',
        rows: [
          ['SHA-256 antes de la firma', document.sha256Before],
          [
            'SHA-256 después de la firma',
            document.handwritten
              ? `${document.sha256After} (firma autógrafa en papel: el archivo no se firma electrónicamente y su huella no cambia)`
              : document.sha256After,
          ],
        ],
      },
    ]),
  ];
}
