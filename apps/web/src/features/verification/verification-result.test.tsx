import type { VerificationResult as Result } from '@origina/domain/signature-verification';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { VerificationResult } from './verification-result.js';

beforeAll(async () => {
  await loadLanguages('verification', 'application');
});

const issued = (superseded: boolean): Result => ({
  issued: true,
  folio: 'ORG-2026-000123',
  document_type: 'caratula',
  signed_at: '2026-11-20T17:30:00.000Z',
  timestamp: {
    valid: true,
    authority: 'Sello de tiempo local (no certificado)',
    time: '2026-11-20T17:30:01.000Z',
    local: true,
  },
  superseded,
});

describe('the answer of the public check', () => {
  it('says a document signed before the contract was issued again is genuine but no longer the current version', async () => {
    const shown = shownText(renderToString(<VerificationResult result={issued(true)} />));
    expect(shown).toContain('Documento auténtico');
    expect(shown).toContain('se emitió una versión nueva del contrato');
    await inEnglish(async () => {
      expect(shownText(renderToString(<VerificationResult result={issued(true)} />))).toContain(
        'A newer version of the contract was issued after this signature',
      );
    });
  });

  it('says nothing of a newer version for the current one', () => {
    const shown = shownText(renderToString(<VerificationResult result={issued(false)} />));
    expect(shown).toContain('Documento auténtico');
    expect(shown).not.toContain('versión nueva');
  });
});
