import type { ReviewApplication } from '@origina/domain/review';
import { describe, expect, it } from 'vitest';
import { deskVerdicts } from './desk-rules.js';

const application = (status: ReviewApplication['status']) =>
  ({
    status,
    promoter: { id: 'promoter-1', name: 'Promotor' },
    reviewer: { id: 'reviewer-1', name: 'Revisor' },
    reopened_sections: [],
    identity_result: 'approved',
  }) as unknown as ReviewApplication;

const admin = { id: 'admin-1', role: 'admin' } as never;
const reviewer = { id: 'reviewer-1', role: 'reviewer' } as never;

describe("the desk's verdicts on a contract past its validity", () => {
  it('let an admin make a new version, and not disburse, only once it has expired', () => {
    const expired = deskVerdicts(application('signed'), admin, true);
    expect(expired('reissue_contract').allowed).toBe(true);
    expect(expired('disburse')).toMatchObject({ allowed: false, code: 'contract_expired' });
    const valid = deskVerdicts(application('signed'), admin, false);
    expect(valid('reissue_contract')).toMatchObject({ allowed: false, code: 'contract_not_expired' });
    expect(valid('disburse').allowed).toBe(true);
  });

  it('leave the new version to the promoter and the admin, and none once disbursed', () => {
    expect(deskVerdicts(application('approved'), reviewer, true)('reissue_contract')).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(deskVerdicts(application('disbursed'), admin, true)('reissue_contract')).toMatchObject({
      allowed: false,
      code: 'application_disbursed',
    });
  });
});
