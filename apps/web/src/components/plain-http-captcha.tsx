import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { altchaChallengeSchema } from '@origina/domain/captcha';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { useExchange } from './captcha-exchange.js';
import type { CaptchaGate } from './captcha-gate.js';

type Solution = { counter: number; derivedKey: string; time: number } | null;

// Several workers split the counters, as ALTCHA's widget does: the first to find the key wins.
async function solveInWorkers(challenge: unknown, signal: AbortSignal) {
  const count = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./altcha-plain-http-worker.ts', import.meta.url), { type: 'module' }),
  );
  try {
    return await new Promise<Solution>((resolve, reject) => {
      let unanswered = count;
      signal.addEventListener('abort', () => resolve(null));
      workers.forEach((worker, index) => {
        worker.onmessage = ({ data }: MessageEvent<Solution | { error: unknown }>) => {
          if (data && 'error' in data) return reject(data.error);
          unanswered -= 1;
          if (data || unanswered === 0) resolve(data);
        };
        worker.postMessage({ type: 'work', challenge, counterStart: index, counterStep: count });
      });
    });
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

/** ALTCHA's proof of work where its widget cannot run (not a secure context): the challenge is
 * fetched, solved in JavaScript workers (altcha-plain-http.ts) and its payload, the same as the
 * widget's, exchanged for a pass. */
export function PlainHttpAltchaField({ gate, challengeUrl }: { gate: CaptchaGate; challengeUrl: string }) {
  const { t } = useTranslation();
  const { failed, exchange } = useExchange(gate);
  const [state, setState] = useState<'solving' | 'verified' | 'unavailable'>('solving');

  // biome-ignore lint/correctness/useExhaustiveDependencies: exchange is recreated every render; each run reads the latest through its closure
  useEffect(() => {
    let controller = new AbortController();
    const solve = async () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      setState('solving');
      try {
        const response = await fetch(challengeUrl, { signal });
        const challenge = altchaChallengeSchema.parse(await response.json());
        const solution = await solveInWorkers(challenge, signal);
        if (signal.aborted) return;
        if (!solution) throw new Error('no solution');
        const payload = btoa(JSON.stringify({ challenge, solution }));
        setState((await exchange(payload)) ? 'verified' : 'solving');
      } catch {
        if (!signal.aborted) setState('unavailable');
      }
    };
    void solve();
    gate.onRenew(() => void solve());
    return () => {
      controller.abort();
      gate.onRenew(null);
    };
  }, [gate, challengeUrl]);

  return (
    <Box role="group" aria-label={t('captcha.label')} sx={{ minHeight: 58 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-live="polite">
        {state === 'verified' ? (
          <CheckCircleOutlined color="success" fontSize="small" />
        ) : (
          <CircularProgress size={18} aria-hidden />
        )}
        <Typography variant="body2">
          {t(state === 'verified' ? 'captcha.verified' : 'captcha.verifying')}
        </Typography>
      </Stack>
      {state === 'unavailable' || failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(state === 'unavailable' ? 'captcha.unavailable' : 'captcha.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
