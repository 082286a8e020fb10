import type { ReviewApplication } from '@origina/domain/review';
import { describe, expect, it } from 'vitest';
import { deskVerdicts } from './desk-rules.js';

const application = (status: ReviewApplication['status'], payoffs: { expired: boolean }[] = []) =>
  ({
    status,
    promoter: { id: 'promoter-1', name: 'Promotor' },
    reviewer: { id: 'reviewer-1', name: 'Revisor' },
    reopened_sections: [],
    identity_result: 'approved',
    payoffs,
  }) as unknown as ReviewApplication;

const admin = { id: 'admin-1', role: 'admin' } as never;
const reviewer = { id: 'reviewer-1', role: 'reviewer' } as never;

describe("the desk's verdicts on a contract past its validity", () => {
  it('let an admin make a new version, and not disburse, only once it has expired', () => {
    const expired = deskVerdicts(application('signed'), admin, { contractExpired: true });
    expect(expired('reissue_contract').allowed).toBe(true);
    expect(expired('disburse')).toMatchObject({ allowed: false, code: 'contract_expired' });
    const valid = deskVerdicts(application('signed'), admin, { contractExpired: false });
    expect(valid('reissue_contract')).toMatchObject({ allowed: false, code: 'contract_not_expired' });
    expect(valid('disburse').allowed).toBe(true);
  });

  it('leave the new version to the promoter and the admin, and none once disbursed', () => {
    expect(
      deskVerdicts(application('approved'), reviewer, { contractExpired: true })('reissue_contract'),
    ).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(
      deskVerdicts(application('disbursed'), admin, { contractExpired: true })('reissue_contract'),
    ).toMatchObject({
      allowed: false,
      code: 'application_disbursed',
    });
  });
});

describe("the desk's verdicts on a buy-out", () => {
  it('hold the disbursement while a payoff letter is past its validity, as the API judges it', () => {
    const valid = { contractExpired: false };
    const expired = application('signed', [{ expired: false }, { expired: true }]);
    expect(deskVerdicts(expired, admin, valid)('disburse')).toMatchObject({
      allowed: false,
      code: 'payoff_letter_expired',
    });
    const holding = application('signed', [{ expired: false }, { expired: false }]);
    expect(deskVerdicts(holding, admin, valid)('disburse').allowed).toBe(true);
  });
});

describe("the desk's verdicts on a pagaré signed on paper", () => {
  const paper = (scan: 'none' | 'uploaded' | 'accepted' | 'rejected') => ({
    contractExpired: false,
    pagare: { mode: 'paper' as const, scan },
  });
  it('hold the disbursement until the scan is accepted, and let the desk decide only a scan sent', () => {
    for (const scan of ['none', 'uploaded', 'rejected'] as const)
      expect(deskVerdicts(application('signed'), admin, paper(scan))('disburse')).toMatchObject({
        allowed: false,
        code: 'pagare_scan_not_accepted',
      });
    expect(deskVerdicts(application('signed'), admin, paper('accepted'))('disburse').allowed).toBe(true);
    expect(
      deskVerdicts(application('signed'), reviewer, paper('uploaded'))('decide_pagare_scan').allowed,
    ).toBe(true);
    expect(deskVerdicts(application('signed'), reviewer, paper('none'))('decide_pagare_scan')).toMatchObject({
      allowed: false,
      code: 'pagare_scan_not_uploaded',
    });
  });
});
