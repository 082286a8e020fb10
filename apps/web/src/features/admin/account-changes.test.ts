import type { ManagedUser } from '@origina/domain/administration';
import { describe, expect, it } from 'vitest';
import { changesOf } from './account-changes.js';

const reviewer: ManagedUser = {
  id: '00000000-0000-7000-8000-000000000001',
  email: 'rita@example.mx',
  first_name: 'Rita',
  last_name: 'Revisora',
  role: 'reviewer',
  active: true,
  email_verified: true,
  invitation_pending: false,
  erp_id: null,
  mobile_number: null,
  branch: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const untouched = { role: 'reviewer', active: true, erp_id: '', mobile_number: '', branch: '' } as const;

describe('the account dialog sends only what was edited', () => {
  it('sends nothing when nothing was edited (no promoter field reaches a reviewer)', () => {
    expect(changesOf(reviewer)({ ...untouched })).toEqual({});
  });

  it('sends only the state when only the state changed', () => {
    expect(changesOf(reviewer)({ ...untouched, active: false })).toEqual({ active: false });
  });

  it("never sends a promoter's fields with another role, even when typed", () => {
    expect(changesOf(reviewer)({ ...untouched, erp_id: 'PRM-001003', mobile_number: '5512345678' })).toEqual(
      {},
    );
  });

  it("sends the role and the promoter's fields when the account becomes a promoter", () => {
    expect(changesOf(reviewer)({ ...untouched, role: 'promoter', erp_id: 'PRM-9', branch: 'b1' })).toEqual({
      role: 'promoter',
      erp_id: 'PRM-9',
      branch: 'b1',
    });
  });

  it("keeps a promoter's ERP id when the field is emptied, and a mobile typed with spaces is no change", () => {
    const promoter = { ...reviewer, role: 'promoter' as const, erp_id: 'PRM-1', mobile_number: '5512345678' };
    const values = { ...untouched, role: 'promoter' as const, erp_id: ' ', mobile_number: '55 1234 5678' };
    expect(changesOf(promoter)(values)).toEqual({});
  });
});
