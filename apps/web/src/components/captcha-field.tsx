import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../api/config.js';
import { useTranslation } from '../i18n/i18n.js';
import { useExchange } from './captcha-exchange.js';
import type { CaptchaGate } from './captcha-gate.js';

type AltchaElement = HTMLElement & { reset: () => void; verify: () => void };
type Grecaptcha = {
  ready: (callback: () => void) => void;
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id: number) => void;
};

// The captcha of the configured provider: ALTCHA (a proof of work the browser solves by itself,
// no puzzle) or reCAPTCHA. Each solution becomes a single-use pass handed to the form's gate.
export function CaptchaField({ gate }: { gate: CaptchaGate }) {
  const config = usePublicConfig().data?.captcha;
  if (!config) return null;
  if (config.site_key) return <RecaptchaField gate={gate} siteKey={config.site_key} />;
  if (!config.challenge_url) return null;
  // ALTCHA's widget refuses to work outside a secure context (plain HTTP at a network address).
  if (!window.isSecureContext)
    return (
      <Suspense fallback={null}>
        <PlainHttpAltchaField gate={gate} challengeUrl={config.challenge_url} />
      </Suspense>
    );
  return <AltchaField gate={gate} challengeUrl={config.challenge_url} />;
}

const PlainHttpAltchaField = lazy(() =>
  import('./plain-http-captcha.js').then((module) => ({ default: module.PlainHttpAltchaField })),
);

function AltchaField({ gate, challengeUrl }: { gate: CaptchaGate; challengeUrl: string }) {
  const { t, language } = useTranslation();
  const widget = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);
  const { failed, exchange } = useExchange(gate);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('altcha'), import('altcha/i18n/es-419')]).then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: exchange is recreated every render; the listener reads the latest through the closure of this effect run
  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const renew = () => {
      element.reset();
      element.verify();
    };
    const onVerified = async (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (!payload || !(await exchange(payload))) element.reset();
    };
    element.addEventListener('verified', onVerified);
    gate.onRenew(renew);
    return () => {
      element.removeEventListener('verified', onVerified);
      gate.onRenew(null);
    };
  }, [loaded, gate]);

  return (
    <Box sx={{ minHeight: 58 }} aria-label={t('captcha.label')} role="group">
      {loaded
        ? createElement('altcha-widget', {
            ref: widget,
            challenge: challengeUrl,
            language: language === 'es' ? 'es-419' : 'en',
            auto: 'onload',
            // The pass, not this payload, is what the form sends.
            name: 'altcha',
          })
        : null}
      {failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('captcha.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}

let recaptchaScript: Promise<Grecaptcha> | undefined;
function loadRecaptcha(language: string) {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${language}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

function RecaptchaField({ gate, siteKey }: { gate: CaptchaGate; siteKey: string }) {
  const { t, language } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const { failed, exchange } = useExchange(gate);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rendered once per mount
  useEffect(() => {
    let widgetId: number | null = null;
    let grecaptcha: Grecaptcha | null = null;
    loadRecaptcha(language)
      .then((loaded) => {
        grecaptcha = loaded;
        if (!container.current) return;
        widgetId = loaded.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => void exchange(token),
        });
        // reCAPTCHA asks the person again for each pass.
        gate.onRenew(() => widgetId !== null && grecaptcha?.reset(widgetId));
      })
      .catch(() => setUnavailable(true));
    return () => gate.onRenew(null);
  }, [gate, siteKey]);

  return (
    <Box role="group" aria-label={t('captcha.label')}>
      <div ref={container} />
      {unavailable || failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(unavailable ? 'captcha.unavailable' : 'captcha.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
