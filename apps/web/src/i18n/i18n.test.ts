import { describe, expect, it } from 'vitest';
import { translate, translateIn } from './i18n.js';

describe('translate', () => {
  it('finds nested keys and fills {{params}}', async () => {
    expect(translate('auth.login.title')).toBe('Inicia sesión');
    const { loadCatalogPart } = await import('./i18n.js');
    (globalThis as { document?: unknown }).document ??= { documentElement: {} };
    await loadCatalogPart('account');
    expect(translate('account.forgot.successBody', { email: 'ana@example.mx' })).toContain(
      'Si ana@example.mx corresponde',
    );
  });

  it('uses the dashboard strings once that part is loaded', async () => {
    const { loadCatalogPart } = await import('./i18n.js');
    (globalThis as { document?: unknown }).document ??= { documentElement: {} };
    await loadCatalogPart('dashboard');
    expect(translate('nav.home')).toBe('Inicio');
  });

  it('answers the key itself for a key that does not exist, so a gap is visible, not blank', () => {
    expect(translate('auth.nope' as never)).toBe('auth.nope');
  });

  it('speaks Spanish to the customer while the promoter reads English, once those messages load', async () => {
    const { loadCatalogPart, loadLanguage, setLanguage } = await import('./i18n.js');
    (globalThis as { document?: unknown }).document ??= { documentElement: {} };
    await setLanguage('en');
    await loadCatalogPart('application');
    // Before the Spanish part arrives: the promoter's language, never the key.
    expect(translateIn('es', 'application.biometriaTitle')).toBe('Identity verification');
    await loadLanguage('es');
    expect(translateIn('es', 'application.identityShare', { url: 'https://x.mx/i/1' })).toBe(
      'Para tu solicitud de crédito, verifica tu identidad aquí: https://x.mx/i/1',
    );
    expect(translate('application.biometriaTitle')).toBe('Identity verification');
    await setLanguage('es');
  });

  it('ends a sentence once when the value ends with its own period ("11:45 a.m.", not "a.m..")', async () => {
    const { loadCatalogPart } = await import('./i18n.js');
    const { formatDateTime } = await import('./format.js');
    (globalThis as { document?: unknown }).document ??= { documentElement: {} };
    await loadCatalogPart('application');
    const at = formatDateTime('2026-11-27T17:45:00Z', 'es');
    expect(at).toBe('27 nov 2026, 11:45 a.m.');
    expect(translateIn('es', 'application.draftOffer', { at })).toBe(
      'Tienes cambios sin guardar en este paso, del 27 nov 2026, 11:45 a.m.',
    );
    expect(translateIn('es', 'application.draftOffer', { at: '27 nov 2026' })).toBe(
      'Tienes cambios sin guardar en este paso, del 27 nov 2026.',
    );
  });
});
