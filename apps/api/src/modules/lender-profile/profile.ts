import {
  condusefDefaults,
  type LenderProfile,
  type LenderProfileDraft,
  type LenderProfileInput,
  lenderProfileFields,
  missingProfileFields,
} from '@origina/domain/lender-profile';
import { audit } from '../../audit.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { lenderProfile } from '../../db/schema.js';

// The lender profile: one row, written whole by an administrator (or the demo's seed, or a
// catalogue import). Before it is first saved it reads as its first-start defaults: what the
// LENDER_LEGAL_NAME, LENDER_RFC and LENDER_ADDRESS settings give and CONDUSEF's contact.

type Row = typeof lenderProfile.$inferSelect;
export type ProfileDefaults = Pick<Config['lender'], 'legalName' | 'rfc' | 'address'>;

const text = (value: string | null | undefined) => value ?? '';

function draftOf(row: Row | undefined, defaults: ProfileDefaults): LenderProfileDraft {
  if (!row)
    return {
      legal_name: text(defaults.legalName),
      rfc: text(defaults.rfc),
      address: text(defaults.address),
      web_address: '',
      une: { address: '', phone: '', email: '' },
      condusef: { ...condusefDefaults },
      statement_delivery: '',
      signatory: { name: '', position: '' },
    };
  return {
    legal_name: text(row.legalName),
    rfc: text(row.rfc),
    address: text(row.address),
    web_address: text(row.webAddress),
    une: { address: text(row.uneAddress), phone: text(row.unePhone), email: text(row.uneEmail) },
    condusef: { phone: text(row.condusefPhone), web: text(row.condusefWeb) },
    statement_delivery: text(row.statementDelivery),
    signatory: { name: text(row.signatoryName), position: text(row.signatoryPosition) },
  };
}

/** The profile as it stands, with the fields still empty. */
export async function readLenderProfile(
  executor: Executor,
  defaults: ProfileDefaults,
): Promise<LenderProfile> {
  const [row] = await executor.select().from(lenderProfile);
  const draft = draftOf(row, defaults);
  return { ...draft, missing: missingProfileFields(draft), updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Whether a profile has been saved (the demo's seed writes one only where none is). */
export async function hasLenderProfile(executor: Executor) {
  const [row] = await executor.select({ id: lenderProfile.id }).from(lenderProfile);
  return row !== undefined;
}

const columnsOf = (input: LenderProfileInput) => ({
  legalName: input.legal_name,
  rfc: input.rfc,
  address: input.address,
  webAddress: input.web_address,
  uneAddress: input.une.address,
  unePhone: input.une.phone,
  uneEmail: input.une.email,
  condusefPhone: input.condusef.phone,
  condusefWeb: input.condusef.web,
  statementDelivery: input.statement_delivery,
  signatoryName: input.signatory.name,
  signatoryPosition: input.signatory.position,
});

/** Writes the whole profile (the one row, made on its first save); answers whether it was new. */
export async function writeLenderProfile(
  executor: Executor,
  input: LenderProfileInput,
  actorId: string | null,
) {
  const created = !(await hasLenderProfile(executor));
  const values = { ...columnsOf(input), updatedBy: actorId, updatedAt: new Date() };
  await executor
    .insert(lenderProfile)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: lenderProfile.id, set: values });
  return { created };
}

const valueAt = (profile: LenderProfileDraft, field: string) =>
  field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], profile);

/** An administrator saves the profile: written and audited (which fields changed) together, or
 * left alone when nothing changed. */
export async function saveLenderProfile(
  db: Database,
  input: LenderProfileInput,
  actor: { id: string; ip: string },
  defaults: ProfileDefaults,
) {
  await db.transaction(async (tx) => {
    const before = await readLenderProfile(tx, defaults);
    const fields = lenderProfileFields.filter((field) => valueAt(before, field) !== valueAt(input, field));
    // A save that changes nothing of a saved profile is no change: nothing written, nothing logged.
    // The first save is recorded even as the defaults stand, since it makes the profile.
    if (fields.length === 0 && before.updated_at !== null) return;
    await writeLenderProfile(tx, input, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'lender_profile.update',
      entityType: 'lender_profile',
      ipAddress: actor.ip,
      details: { fields },
    });
  });
  return readLenderProfile(db, defaults);
}
