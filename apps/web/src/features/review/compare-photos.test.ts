import type { ApplicationDocument } from '@origina/domain/document-types';
import { describe, expect, it } from 'vitest';
import { comparePhotos } from './compare-photos.js';

const capture = (kind: 'id_front' | 'id_back' | 'selfie') => ({
  id: kind,
  kind,
  download_url: `/api/v1/captures/${kind}/`,
});

const document = (document_type: string, content_type = 'image/jpeg'): ApplicationDocument => ({
  id: document_type,
  application: 'a',
  document_type,
  file_name: `${document_type}.jpg`,
  size: 1,
  content_type,
  status: 'uploaded',
  sha256: null,
  uploaded_at: null,
  created_at: '2026-01-01T00:00:00Z',
  upload_url: null,
  upload_fields: null,
  confirm_url: null,
  download_url: `/api/v1/documents/${document_type}/`,
});

describe('comparePhotos', () => {
  it("prefers the identity check's captures to uploaded documents", () => {
    const pair = comparePhotos(
      [capture('id_front'), capture('id_back'), capture('selfie')],
      [document('ine_front'), document('selfie')],
    );
    expect(pair).toEqual({
      idFront: { source: '/api/v1/captures/id_front/', from: 'identity_check' },
      selfie: { source: '/api/v1/captures/selfie/', from: 'identity_check' },
    });
  });

  it('falls back to the uploaded INE front and selfie', () => {
    const pair = comparePhotos([capture('selfie')], [document('ine_front'), document('pay_stub')]);
    expect(pair?.idFront).toEqual({ source: '/api/v1/documents/ine_front/', from: 'document' });
    expect(pair?.selfie.from).toBe('identity_check');
  });

  it('offers nothing when the ID front is a PDF or either photo is missing', () => {
    expect(comparePhotos([capture('selfie')], [document('ine_front', 'application/pdf')])).toBeNull();
    expect(comparePhotos([capture('id_front')], [])).toBeNull();
  });
});
