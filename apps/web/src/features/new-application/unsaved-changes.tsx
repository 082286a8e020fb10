import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { draftStorageKey } from '../../auth/drafts.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/i18n.js';

interface Draft {
  values: Record<string, unknown>;
  at: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// A select keeps its value as text ("24") where the server holds the number (24): compared as text,
// or a saved step would offer its draft back as unsaved changes.
const asText = (value: unknown) =>
  JSON.stringify(value ?? '', (_key, inner: unknown) => (typeof inner === 'number' ? String(inner) : inner));

/** Whether the server already holds every value of a step's draft. */
export const draftIsSaved = (draft: Record<string, unknown>, saved: Record<string, unknown>) =>
  Object.entries(draft).every(([name, value]) => asText(value) === asText(saved[name]));

function readDraft(key: string): Draft | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Draft) : null;
  } catch {
    return null;
  }
}

/**
 * A changed step is never lost without a word: leaving it (menu, back, another step) asks first,
 * closing the tab asks the browser's question, and what was typed is kept on this device as a
 * draft, offered back on return until the server holds the same values. Drafts hold personal
 * data: they stay on the promoter's device and are discarded at sign-out.
 */
export function UnsavedChanges<T extends FieldValues>({
  form,
  draftKey,
  saved,
}: {
  form: UseFormReturn<T>;
  draftKey: string;
  /** The values the server holds for this step. */
  saved: Record<string, unknown>;
}) {
  const { t, language } = useTranslation();
  const key = draftStorageKey(draftKey);
  const submitted = useRef<unknown>(null);
  const [offered, setOffered] = useState<Draft | null>(() => {
    const draft = readDraft(key);
    if (!draft) return null;
    // The server already has these values (the step was saved): nothing to offer.
    if (draftIsSaved(draft.values, saved)) {
      window.localStorage.removeItem(key);
      return null;
    }
    return draft;
  });

  // Read while rendering: react-hook-form tracks only the form state a component reads.
  const dirty = form.formState.isDirty;
  const changed = () => dirty && !same(form.getValues(), submitted.current);

  // Keep what is typed, a moment after each change; leaving the step within that moment keeps it
  // at once rather than dropping it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      timer = undefined;
      if (!form.formState.isDirty) return;
      const draft: Draft = { values: form.getValues(), at: new Date().toISOString() };
      window.localStorage.setItem(key, JSON.stringify(draft));
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(keep, 400);
    });
    return () => {
      subscription.unsubscribe();
      if (timer === undefined) return;
      clearTimeout(timer);
      keep();
    };
  }, [form, key]);

  // What was sent to be saved is no longer "unsaved" (the step moves on once it is).
  useEffect(() => {
    if (form.formState.isSubmitting) submitted.current = form.getValues();
  }, [form, form.formState.isSubmitting]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!changed()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && changed(),
  );

  const restore = () => {
    if (!offered) return;
    for (const [name, value] of Object.entries(offered.values)) {
      form.setValue(name as Path<T>, value as never, { shouldDirty: true });
    }
    setOffered(null);
  };

  return (
    <>
      {offered ? (
        <Alert
          severity="info"
          data-testid="draft-offer"
          action={
            <>
              <Button color="inherit" size="small" onClick={restore}>
                {t('application.draftRestore')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  window.localStorage.removeItem(key);
                  setOffered(null);
                }}
              >
                {t('application.draftDiscard')}
              </Button>
            </>
          }
        >
          {t('application.draftOffer', { at: formatDateTime(offered.at, language) })}
        </Alert>
      ) : null}
      {blocker.state === 'blocked' ? (
        <Dialog open onClose={() => blocker.reset()} aria-labelledby="unsaved-title">
          <DialogTitle id="unsaved-title">{t('application.unsavedTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('application.unsavedBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => blocker.reset()} autoFocus>
              {t('application.unsavedStay')}
            </Button>
            <Button color="warning" onClick={() => blocker.proceed()}>
              {t('application.unsavedLeave')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
