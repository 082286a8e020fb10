import { z } from 'zod';
import { required } from './schema-errors.js';

/** Why a promoter cancels an application: asked by the screen, kept in the history. */
export const cancellationSchema = z.object({
  reason: z.string(required).trim().min(1, { message: 'validation.required' }).min(3).max(500),
});
export type Cancellation = z.infer<typeof cancellationSchema>;
