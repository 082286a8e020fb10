import { z } from 'zod';
import { privacyNoticeSchema } from './customer-consents.js';

// The privacy notice as the administrator's editor reads it: the version in force (null before
// any was written) and every version, newest first, with who wrote it (null: the demo's seed).

const privacyNoticeVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  sample: z.boolean(),
});
export type PrivacyNoticeVersion = z.infer<typeof privacyNoticeVersionSchema>;

export const privacyNoticeAdminSchema = z.object({
  current: privacyNoticeSchema.nullable(),
  versions: z.array(privacyNoticeVersionSchema),
});
export type PrivacyNoticeAdmin = z.infer<typeof privacyNoticeAdminSchema>;
