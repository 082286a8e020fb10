import { mexicoDateTime } from '@origina/domain/contract-signature';
import type { AppContext } from '../../context.js';
import { bureauAuthorizations, phoneVerifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { maskMobile } from '../../security/masking.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import { lenderLegalName } from '../lender-profile/contract-parties.js';
import { bureauAuthorizationPdf } from './bureau-authorization-pdf.js';
import { bureauAuthorizationText } from './bureau-authorization-text.js';
import { usableLink, type Validation } from './checks.js';
import type { CustomerCodes } from './customer-codes.js';
import { consentsMissing } from './customer-progress.js';
import { currentMobile, type Evidence, progress, requireSteps } from './customer-steps.js';

// The link's mobile steps: the customer proves they hold the application's mobile (a code sent to
// it, typed back), then authorizes the bureau inquiry with a fresh code to that verified number.
// Signing codes later go only to a number verified here (signatures/signature-code.ts).

/** Sends the code the next step needs: to verify the number, or, once verified, to confirm the
 * bureau authorization. */
export async function sendCustomerCode(context: AppContext, codes: CustomerCodes, validation: Validation) {
  usableLink(validation);
  const application = await requireSteps(context.db, validation, ['privacy']);
  const missing = await consentsMissing(context.db, application);
  if (missing.includes('phone')) return codes.send(validation, application, 'phone');
  if (missing.includes('bureau')) return codes.send(validation, application, 'bureau');
  throw new AppError(409, 'identity.code_not_needed');
}

/** The code typed back: the application's current mobile is verified. */
export async function verifyPhone(
  context: AppContext,
  codes: CustomerCodes,
  validation: Validation,
  code: string,
) {
  usableLink(validation);
  const application = await requireSteps(context.db, validation, ['privacy']);
  const missing = await consentsMissing(context.db, application);
  if (!missing.includes('phone')) return progress(context.db, validation);
  const mobile = await codes.spend(validation, 'phone', code, currentMobile(application));
  await context.db.insert(phoneVerifications).values({
    id: newId(),
    applicationId: application.id,
    validationId: validation.id,
    mobile,
  });
  return progress(context.db, validation);
}

/** The bureau authorization, confirmed with a code sent to the verified mobile after its
 * verification; its text and evidence are kept as a PDF with the application. */
export async function authorizeBureau(
  context: AppContext,
  codes: CustomerCodes,
  validation: Validation,
  code: string,
  evidence: Evidence,
) {
  usableLink(validation);
  const application = await requireSteps(context.db, validation, ['privacy', 'phone']);
  const missing = await consentsMissing(context.db, application);
  if (!missing.includes('bureau')) return progress(context.db, validation);
  const text = bureauAuthorizationText(await lenderLegalName(context.db, context.config.lender));
  const mobile = await codes.spend(validation, 'bureau', code, currentMobile(application));
  const now = new Date();
  const id = newId();
  const content = await bureauAuthorizationPdf({
    folio: application.folio,
    text,
    evidence: [
      `Confirmada con el código enviado por SMS al celular verificado ${maskMobile(mobile)}.`,
      `Fecha y hora: ${mexicoDateTime(now)}.`,
      `Dirección IP: ${evidence.ip}.`,
      `Navegador: ${evidence.userAgent.slice(0, 300)}.`,
    ],
  });
  // The PDF is stored first: a row always names a file that exists.
  const storageKey = `${application.id}/bureau-authorization-${id}`;
  await context.storage.put(storageKey, content);
  await context.db.insert(bureauAuthorizations).values({
    id,
    applicationId: application.id,
    validationId: validation.id,
    mobile,
    text,
    authorizedAt: now,
    ipAddress: evidence.ip,
    userAgent: evidence.userAgent.slice(0, 500),
    storageKey,
    sha256: sha256Hex(content),
  });
  return progress(context.db, validation);
}
