import { z } from 'zod';
import { mobileSchema } from './application-sections.js';
import { emailSchema } from './email.js';
import { roles } from './roles.js';
import { singleLineText } from './text-rule.js';

// An account as administrators see it: every role, with the promoter's fields when it has them.
export const managedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  email_verified: z.boolean(),
  // An invited person who has not set a password yet.
  invitation_pending: z.boolean(),
  erp_id: z.string().nullable(),
  mobile_number: z.string().nullable(),
  branch: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const managedUserListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles, { message: 'validation.invalid_value' }).optional(),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const managedUserPatchSchema = z
  .object({
    role: z.enum(roles, { message: 'validation.invalid_value' }),
    active: z.boolean(),
    erp_id: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{3,20}$/, { message: 'validation.erp_id_format' }),
    mobile_number: mobileSchema.nullable(),
    branch: z.string().trim().max(64).nullable(),
  })
  .partial();

export const invitationRequestSchema = z.object({
  email: emailSchema,
  first_name: singleLineText().min(1, { message: 'validation.required' }).max(80),
  last_name: singleLineText().min(1, { message: 'validation.required' }).max(80),
  role: z.enum(roles, { message: 'validation.invalid_value' }),
  language: z.enum(['es', 'en']).default('es'),
});

export const auditQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  // The actions whose words (in the reader's language) match the search: the labels live in the
  // web app, so it sends their codes along.
  actions: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean).slice(0, 50) : undefined)),
  // The detail names and coded values (keys like "branch", codes like "promoter") whose words on
  // screen, in the reader's language, match the search ("sucursal" → branch): sent by the screen.
  detail_codes: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean).slice(0, 50) : undefined)),
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const auditSubjectKinds = ['person', 'application', 'document', 'catalogue', 'none'] as const;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(roles) }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  // What the entry is about, as a person names it; the ids above are for filtering only.
  subject: z.object({
    kind: z.enum(auditSubjectKinds),
    label: z.string().nullable(),
    role: z.enum(roles).nullable(),
    application_id: z.string().nullable(),
    document_type: z.string().optional(),
  }),
  ip_address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
