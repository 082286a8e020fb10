import { desc, eq } from 'drizzle-orm';
import { biometricValidations, bureauAuthorizations } from '../../src/db/schema.js';
import type { TestServer } from './server.js';

// The credit bureau in test journeys that do not go through the customer's link: the customer's
// authorization put straight in the database (as the support sets statuses), and the desk's
// inquiry recorded through the real route.

// The day journeys authorize and inquire on: before every day a test sets (setToday), so an
// inquiry on it is never in the server's future nor before the authorization.
export const journeyBureauDay = '2026-01-05';

/** The customer's bureau authorization, as the identity link records it (its PDF not stored).
 * A journey whose customer already authorized through the link has that authorization dated to
 * `authorizedAt` instead (the link records the real clock; tests move the server's day). */
export async function authorizeBureau(
  server: TestServer,
  applicationId: string,
  authorizedAt = new Date(`${journeyBureauDay}T18:00:00Z`),
) {
  const given = await server.db
    .update(bureauAuthorizations)
    .set({ authorizedAt })
    .where(eq(bureauAuthorizations.applicationId, applicationId))
    .returning({ id: bureauAuthorizations.id });
  if (given.length > 0) return;
  const [validation] = await server.db
    .select({ id: biometricValidations.id })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  if (!validation) throw new Error('a bureau authorization needs the identity link it was given on');
  await server.db.insert(bureauAuthorizations).values({
    id: crypto.randomUUID(),
    applicationId,
    validationId: validation.id,
    mobile: '5512345678',
    text: 'Autorización de consulta al buró de crédito (prueba).',
    authorizedAt,
    ipAddress: '127.0.0.1',
    userAgent: 'test',
    storageKey: `${applicationId}/buro-autorizacion-prueba`,
    sha256: '0'.repeat(64),
  });
}

/** An application sent before submission required the bureau authorization (or whose customer
 * never gave it): the journeys now authorize through the link, so such a test removes it. */
export async function withoutBureauAuthorization(server: TestServer, applicationId: string) {
  await server.db.delete(bureauAuthorizations).where(eq(bureauAuthorizations.applicationId, applicationId));
}

/** The desk records the inquiry it ran outside (BUREAU_PROVIDER=manual). */
export async function recordBureauInquiry(
  server: TestServer,
  token: string,
  applicationId: string,
  body: { folio?: string; inquired_on?: string; score?: number | null } = {},
) {
  return server.post<{ folio: string; inquired_on: string; score: number | null; code?: string }>(
    `/api/v1/review/applications/${applicationId}/bureau-inquiry/`,
    { folio: 'CDC-0001', inquired_on: journeyBureauDay, score: 712, ...body },
    { token },
  );
}

/** Both, as every approving journey needs them. */
export async function authorizeAndInquire(server: TestServer, token: string, applicationId: string) {
  await authorizeBureau(server, applicationId);
  const recorded = await recordBureauInquiry(server, token, applicationId);
  if (recorded.status !== 201)
    throw new Error(`bureau inquiry refused: ${recorded.status} ${recorded.body.code}`);
}
