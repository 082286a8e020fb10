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
import {
  type RejectionReason,
  type ReviewDecision,
  rejectionReasons,
  reviewDecisionSchema,
} from '@origina/domain/review';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { partLabel } from '../../components/application-parts.js';
import { fieldMessage } from '../../components/form-messages.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';

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
  comment: string;
  sections: ReopenablePart[];
  message: string;
}
const fields = ['decision', 'reason', 'comment', 'sections', 'message'] as const;
const empty: DecisionValues = { decision: '', reason: '', comment: '', sections: [], message: '' };
const resolver = zodResolver(reviewDecisionSchema) as unknown as Resolver<
  DecisionValues,
  unknown,
  ReviewDecision
>;

// An approval without a comment sends none (the history records no empty one).
const withoutEmptyComment = (decision: ReviewDecision): ReviewDecision =>
  decision.decision === 'approve' && !decision.comment ? { decision: 'approve' } : decision;

/** Approve, reject (a reason and a comment) or request changes (the parts and a message), checked
 * by the domain's schema before it is sent; the server's field errors land on the fields. */
export function DecisionForm({
  open,
  approveRefusal,
  busy,
  onSubmit,
}: {
  /** The decisions the lifecycle model allows this user now. */
  open: readonly DecisionChoice[];
  /** Why approval is refused while other decisions are open, in words. */
  approveRefusal: MessageKey | undefined;
  busy: boolean;
  /** Sends the decision; answers the server's refusal, if any, for the fields. */
  onSubmit: (decision: ReviewDecision) => Promise<unknown>;
}) {
  const { t } = useTranslation();
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

  const submit = handleSubmit(async (decision) => {
    // A choice the application no longer allows (it was read again) is no choice.
    if (!(open as readonly string[]).includes(decision.decision)) {
      setError('decision', { type: 'closed' });
      return;
    }
    const refusal = await onSubmit(withoutEmptyComment(decision));
    if (refusal)
      applyServerErrors(refusal, fields, (field, message) => setError(field, { type: 'server', message }), t);
  });
  // An empty reason is a missing one, not an invalid one.
  const reasonError = () => {
    if (!errors.reason) return undefined;
    return reason ? fieldMessage(t, errors.reason.message) : t('validation.required');
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
          label={t('review.message')}
          multiline
          minRows={3}
          required
          error={Boolean(errors.message)}
          helperText={fieldMessage(t, errors.message?.message)}
          {...register('message')}
        />
      ) : (
        <TextField
          key="comment"
          label={t('review.comment')}
          multiline
          minRows={3}
          required={chosen === 'reject'}
          error={Boolean(errors.comment)}
          helperText={fieldMessage(t, errors.comment?.message)}
          {...register('comment')}
        />
      )}
      <Button type="submit" variant="contained" loading={busy}>
        {t('review.confirm')}
      </Button>
    </Stack>
  );
}
