import { z } from 'zod';

// What the web app may know of the server's configuration. Never a secret.
export const publicConfigSchema = z.object({
  environment: z.string(),
  lender: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
  }),
  support: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    hours: z.string().nullable(),
  }),
  languages: z.array(z.enum(['es', 'en'])),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
