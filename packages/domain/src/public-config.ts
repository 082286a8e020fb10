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
  // Days a contract stays valid for signing and disbursing: the simulator dates its "if signed
  // today" schedule with it, as the server does.
  contract_validity_days: z.number().int(),
  captcha: z.object({
    provider: z.enum(['altcha', 'recaptcha']),
    // reCAPTCHA's public site key; null with ALTCHA, whose challenges come from challenge_url.
    site_key: z.string().nullable(),
    challenge_url: z.string().nullable(),
  }),
  chat: z.object({
    provider: z.enum(['builtin', 'intercom']),
    app_id: z.string().nullable(),
    // docs/product-spec.md §7: the chat's user_id is this prefix plus the promoter's erp_id.
    user_id_prefix: z.string(),
  }),
  error_reporting: z.object({
    provider: z.enum(['api', 'sentry']),
    dsn: z.string().nullable(),
    release: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
