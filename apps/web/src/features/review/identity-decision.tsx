import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChecklistItem, type IdentityReason, identityReasons } from '@origina/domain/decision-record';
import type { ReviewApplication } from '@origina/domain/review';
import { useState } from 'react';
import { useDecideIdentity, useReverseIdentity } from '../../api/review-applications.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { type Evidence, evidenceRows } from './decision-evidence.js';
import { ReadBackDialog } from './read-back-dialog.js';

type Result = 'approved' | 'rejected';
// What the dialog is open for: a decision one way or the other, or a reversal.
type Asking = { kind: 'decide'; result: Result } | { kind: 'reverse' } | null;

/** The identity check on the panel: its result, the decision (match or not, with a category and
 * a note kept on the desk, read back before it is recorded) and, for the reviewer who holds the
 * application, the reversal of a decision, saying why. Each button is the lifecycle's verdict. */
export function IdentityDecision({
  application,
  mayDecide,
  mayReverse,
  busy,
  checklist,
  evidence,
  onDone,
  onFailed,
}: {
  application: ReviewApplication;
  mayDecide: boolean;
  mayReverse: boolean;
  busy: boolean;
  checklist: readonly ChecklistItem[];
  evidence: Evidence;
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, language } = useTranslation();
  const decide = useDecideIdentity(application.id);
  const reverse = useReverseIdentity(application.id);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState<IdentityReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'reason' | 'note' | null>(null);
  const working = busy || decide.isPending || reverse.isPending;
  const result = application.identity_result;

  const ask = (next: Asking) => {
    setReason(next?.kind === 'decide' ? (next.result === 'approved' ? 'photos_match' : '') : '');
    setNote('');
    setMissing(null);
    setAsking(next);
  };
  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'decide') {
      if (!reason) return setMissing('reason');
      decide.mutate(
        { result: asking.result, reason_code: reason, reason: note.trim() || null, ...evidence },
        {
          onSuccess: () => {
            setAsking(null);
            onDone(t('review.identityDecided', { result: t(`review.identityResult.${asking.result}`) }));
          },
          onError: (error) => {
            setAsking(null);
            onFailed(error);
          },
        },
      );
      return;
    }
    if (!note.trim()) return setMissing('note');
    reverse.mutate(
      { reason: note.trim(), ...(reason ? { reason_code: reason } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          onDone(t('deskDecision.reversed'));
        },
        onError: (error) => {
          setAsking(null);
          onFailed(error);
        },
      },
    );
  };

  // A menu, not the browser's own select: on a phone the chosen reason wraps whole instead of
  // being cut ("La selfie y la identificación coin…") inside the read-back.
  const reasonSelect = (required: boolean) => (
    <TextField
      select
      required={required}
      fullWidth
      label={t('deskDecision.identityReason')}
      value={reason}
      onChange={(event) => {
        setReason(event.target.value as IdentityReason);
        setMissing(null);
      }}
      error={missing === 'reason'}
      helperText={missing === 'reason' ? t('validation.required') : undefined}
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'identity-reason' } as object },
        inputLabel: { shrink: true },
      }}
      sx={{ mb: 2, '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal', height: 'auto' } }}
    >
      <MenuItem value="" disabled={required}>
        {t('review.chooseReason')}
      </MenuItem>
      {identityReasons.map((value) => (
        <MenuItem key={value} value={value} sx={{ whiteSpace: 'normal' }}>
          {t(`deskDecision.identityReasons.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box data-testid="identity-decision">
      <Typography variant="subtitle2" component="h3">
        {t('review.identityCheck')}: {t(`review.identityResult.${result ?? 'none'}` as MessageKey)}
      </Typography>
      {result === 'needs_review' && mayDecide ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Button
            size="small"
            variant="outlined"
            disabled={working}
            onClick={() => ask({ kind: 'decide', result: 'approved' })}
          >
            {t('review.identityApprove')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={working}
            onClick={() => ask({ kind: 'decide', result: 'rejected' })}
          >
            {t('review.identityReject')}
          </Button>
        </Stack>
      ) : null}
      {mayReverse ? (
        <Button size="small" sx={{ mt: 1 }} disabled={working} onClick={() => ask({ kind: 'reverse' })}>
          {t('deskDecision.reverse')}
        </Button>
      ) : null}
      <ReadBackDialog
        open={asking !== null}
        title={
          asking?.kind === 'decide'
            ? t(`deskDecision.identityTitle.${asking.result}`)
            : t('deskDecision.reverseTitle')
        }
        rows={
          asking?.kind === 'decide'
            ? [
                {
                  label: t('deskDecision.decisionLabel'),
                  value: t(`review.identityResult.${asking.result}`),
                },
                ...evidenceRows(t, language, checklist, evidence),
              ]
            : [
                {
                  label: t('deskDecision.decisionLabel'),
                  value: t('deskDecision.reverseIntro', {
                    result: t(`review.identityResult.${result ?? 'none'}` as MessageKey),
                  }),
                },
              ]
        }
        busy={working}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
        testId="identity-read-back"
      >
        {reasonSelect(asking?.kind === 'decide')}
        <TextField
          fullWidth
          multiline
          minRows={2}
          required={asking?.kind === 'reverse'}
          label={
            asking?.kind === 'reverse' ? t('deskDecision.reverseReason') : t('deskDecision.identityNote')
          }
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(null);
          }}
          error={missing === 'note'}
          helperText={[missing === 'note' ? t('validation.required') : '', t('deskDecision.deskNote')]
            .filter(Boolean)
            .join(' ')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </ReadBackDialog>
    </Box>
  );
}
