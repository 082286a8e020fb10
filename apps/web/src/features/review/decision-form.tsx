import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReopenablePart, reopenableParts } from '@origina/domain/application-sections';
import { type ChangesCategory, type ChecklistItem, changesCategories } from '@origina/domain/decision-record';
import {
  type RejectionReason,
  type ReviewDecision,
  rejectionReasons,
  reviewDecisionSchema,
} from '@origina/domain/review';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { partLabel } from '../../components/application-parts.js';
import { fieldMessage } from '../../components/form-messages.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { type Evidence, evidenceRows } from './decision-evidence.js';
import { ReadBackDialog, type ReadBackRow } from './read-back-dialog.js';

export const decisionChoices = ['approve', 'reject', 'request_changes'] as const;
export type DecisionChoice = (typeof decisionChoices)[number];

const choiceLabels = {
  approve: 'review.approve',
  reject: 'review.reject',
  request_changes: 'review.requestChanges',
} as const satisfies Record<DecisionChoice, MessageKey>;

// Every field of every decision, so switching between them keeps what was typed; the domain's
// schema keeps only the chosen decision's fields. Nothing is chosen at first.
interface DecisionValues {
  decision: DecisionChoice | '';
  reason: RejectionReason | '';
  // A changes request's category: optional in the API, asked here (an empty one is refused).
  category: ChangesCategory | '';
  comment: string;
  sections: ReopenablePart[];
  message: string;
}
const fields = ['decision', 'reason', 'category', 'comment', 'sections', 'message'] as const;
const empty: DecisionValues = {
  decision: '',
  reason: '',
  category: '',
  comment: '',
  sections: [],
  message: '',
};
const resolver = zodResolver(reviewDecisionSchema) as unknown as Resolver<
  DecisionValues,
  unknown,
  ReviewDecision
>;

// An approval without a comment sends none (the history records no empty one).
const withoutEmptyComment = (decision: ReviewDecision): ReviewDecision =>
  decision.decision === 'approve' && !decision.comment ? { decision: 'approve' } : decision;

/** Approve, reject (a reason and a comment) or request changes (a category, the parts and a
 * message), checked by the domain's schema, then read back in a dialog before it is sent with the
 * checklist and the signals seen; the server's field errors land on the fields. */
export function DecisionForm({
  open,
  approveRefusal,
  busy,
  onSubmit,
  checklist,
  evidence,
}: {
  /** The decisions the lifecycle model allows this user now. */
  open: readonly DecisionChoice[];
  /** Why approval is refused while other decisions are open, in words. */
  approveRefusal: MessageKey | undefined;
  busy: boolean;
  /** Sends the decision; answers the server's refusal, if any, for the fields. */
  onSubmit: (decision: ReviewDecision) => Promise<unknown>;
  /** The product's checklist, and what the panel has ticked and shows of the signals. */
  checklist: readonly ChecklistItem[];
  evidence: Evidence;
}) {
  const { t, language } = useTranslation();
  // The decision the form checked, waiting for the reviewer to confirm its read-back.
  const [pending, setPending] = useState<ReviewDecision | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<
    DecisionValues,
    unknown,
    ReviewDecision
  >({
    resolver,
    defaultValues: empty,
  });
  const { errors } = formState;
  const chosen = useWatch({ control, name: 'decision' });
  const reason = useWatch({ control, name: 'reason' });
  const category = useWatch({ control, name: 'category' });

  const submit = handleSubmit((decision) => {
    // A choice the application no longer allows (it was read again) is no choice.
    if (!(open as readonly string[]).includes(decision.decision)) {
      setError('decision', { type: 'closed' });
      return;
    }
    setPending(withoutEmptyComment(decision));
  });
  const confirm = async () => {
    if (!pending) return;
    const refusal = await onSubmit({ ...pending, ...evidence } as ReviewDecision);
    setPending(null);
    if (refusal)
      applyServerErrors(refusal, fields, (field, message) => setError(field, { type: 'server', message }), t);
  };
  // An empty choice is a missing one, not an invalid one.
  const choiceError = (error: { message?: string } | undefined, value: string) => {
    if (!error) return undefined;
    return value ? fieldMessage(t, error.message) : t('validation.required');
  };
  const reasonError = () => choiceError(errors.reason, reason);

  // What will be recorded, in words; what the promoter is mailed says so.
  const readBack = (decision: ReviewDecision): ReadBackRow[] => {
    const rows: ReadBackRow[] = [];
    if (
      decision.decision === 'approve' ||
      decision.decision === 'reject' ||
      decision.decision === 'request_changes'
    )
      rows.push({ label: t('deskDecision.decisionLabel'), value: t(choiceLabels[decision.decision]) });
    if (decision.decision === 'reject')
      rows.push(
        {
          label: t('deskDecision.categoryLabel'),
          value: t(`myApplications.rejectionReason.${decision.reason}` as MessageKey),
          mailed: true,
        },
        { label: t('deskDecision.commentToPromoter'), value: decision.comment, mailed: true },
      );
    if (decision.decision === 'approve')
      rows.push({
        label: t('deskDecision.commentToPromoter'),
        value: decision.comment || t('deskDecision.noComment'),
        mailed: true,
      });
    if (decision.decision === 'request_changes')
      rows.push(
        {
          label: t('deskDecision.changesCategory'),
          value: decision.category ? t(`myApplications.changesCategory.${decision.category}`) : '—',
          mailed: true,
        },
        {
          label: t('deskDecision.sectionsRead'),
          value: decision.sections.map((part) => t(partLabel(part))).join(', '),
          mailed: true,
        },
        { label: t('deskDecision.messageToPromoter'), value: decision.message, mailed: true },
      );
    return [...rows, ...evidenceRows(t, language, checklist, evidence)];
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="decision-form">
      <FormControl error={Boolean(errors.decision)}>
        <Controller
          control={control}
          name="decision"
          render={({ field }) => (
            <RadioGroup
              aria-label={t('review.decision')}
              aria-describedby={errors.decision ? 'decision-error' : undefined}
              name={field.name}
              value={open.includes(field.value as DecisionChoice) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {decisionChoices.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={
                    <Radio
                      slotProps={{
                        input: {
                          'aria-describedby':
                            choice === 'approve' && approveRefusal ? 'approve-refusal' : undefined,
                        } as object,
                      }}
                    />
                  }
                  label={t(choiceLabels[choice])}
                  disabled={!open.includes(choice)}
                />
              ))}
            </RadioGroup>
          )}
        />
        {errors.decision ? (
          <FormHelperText id="decision-error">{t('review.chooseDecision')}</FormHelperText>
        ) : null}
      </FormControl>
      {approveRefusal ? (
        <Alert severity="info" id="approve-refusal" data-testid="approve-refusal">
          {t(approveRefusal)}
        </Alert>
      ) : null}
      {chosen === 'reject' ? (
        <TextField
          select
          required
          label={t('review.reason')}
          error={Boolean(errors.reason)}
          helperText={reasonError()}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...register('reason')}
        >
          <option value="" disabled>
            {t('review.chooseReason')}
          </option>
          {rejectionReasons.map((value) => (
            <option key={value} value={value}>
              {t(`myApplications.rejectionReason.${value}` as MessageKey)}
            </option>
          ))}
        </TextField>
      ) : null}
      {chosen === 'request_changes' ? (
        <TextField
          select
          required
          label={t('deskDecision.changesCategory')}
          error={Boolean(errors.category)}
          helperText={choiceError(errors.category, category)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...register('category')}
        >
          <option value="" disabled>
            {t('review.chooseReason')}
          </option>
          {changesCategories.map((value) => (
            <option key={value} value={value}>
              {t(`myApplications.changesCategory.${value}`)}
            </option>
          ))}
        </TextField>
      ) : null}
      {chosen === 'request_changes' ? (
        <FormControl component="fieldset" error={Boolean(errors.sections)} sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('review.sections')}</FormLabel>
          <Controller
            control={control}
            name="sections"
            render={({ field }) => (
              <FormGroup>
                {reopenableParts.map((part) => (
                  <FormControlLabel
                    key={part}
                    label={t(partLabel(part))}
                    control={
                      <Checkbox
                        checked={field.value.includes(part)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, part]
                              : field.value.filter((item) => item !== part),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
          {errors.sections ? (
            <FormHelperText>{fieldMessage(t, errors.sections.message)}</FormHelperText>
          ) : null}
        </FormControl>
      ) : null}
      {chosen === 'request_changes' ? (
        <TextField
          key="message"
          label={t('deskDecision.messageToPromoter')}
          multiline
          minRows={3}
          required
          error={Boolean(errors.message)}
          // What the promoter is mailed says so, whatever else the field says.
          helperText={[fieldMessage(t, errors.message?.message), t('deskDecision.mailNote')]
            .filter(Boolean)
            .join(' ')}
          {...register('message')}
        />
      ) : (
        <TextField
          key="comment"
          label={t('deskDecision.commentToPromoter')}
          multiline
          minRows={3}
          required={chosen === 'reject'}
          error={Boolean(errors.comment)}
          helperText={[fieldMessage(t, errors.comment?.message), t('deskDecision.mailNote')]
            .filter(Boolean)
            .join(' ')}
          {...register('comment')}
        />
      )}
      <Button type="submit" variant="contained" loading={busy}>
        {t('deskDecision.reviewDecision')}
      </Button>
      <ReadBackDialog
        open={pending !== null}
        title={t('deskDecision.readBackTitle')}
        rows={pending ? readBack(pending) : []}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        testId="decision-read-back"
      />
    </Stack>
  );
}
