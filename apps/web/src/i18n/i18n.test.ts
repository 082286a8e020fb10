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
});
