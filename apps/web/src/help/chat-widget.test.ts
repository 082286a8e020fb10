import type { User } from '@origina/domain/auth';
import { describe, expect, it } from 'vitest';
import { chatIdentity } from './chat-widget.js';

const promoterUser: User = {
  id: 'u1',
  email: 'rosa.campos@example.mx',
  displayName: 'Rosa Campos',
  photoURL: null,
  role: 'promoter',
  email_verified: true,
  language: 'es',
  promoter: {
    name: 'Rosa',
    last_name: 'Campos Ruiz',
    erp_id: 'PRM-000042',
    mobile_number: '5512345678',
    intercom_hash: 'a1b2c3',
  },
};

describe('chat identity (SPEC §7)', () => {
  it('is the promoter name plus last name, the prefix plus erp_id, e-mail, WEBAPP, erp_id, mobile and hash', () => {
    expect(chatIdentity(promoterUser, 'origina-')).toEqual({
      name: 'Rosa Campos Ruiz',
      user_id: 'origina-PRM-000042',
      email: 'rosa.campos@example.mx',
      channel: 'WEBAPP',
      promoter: 'PRM-000042',
      phone: '5512345678',
      user_hash: 'a1b2c3',
    });
  });

  it('is none for people who are not promoters', () => {
    expect(chatIdentity({ ...promoterUser, role: 'reviewer', promoter: null }, 'origina-')).toBeNull();
  });
});
