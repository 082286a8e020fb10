import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ScreeningDecision, screeningDecisionSchema } from '@origina/domain/screening';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDecideScreening } from '../../api/compliance.js';
import { ConfirmAlert } from '../../components/confirm-alert.js';
import { FormAlert } from '../../components/form-alert.js';
import { fieldMessage } from '../../components/form-messages.js';
import { domainResolver } from '../../components/form-resolver.js';
import { FormTextField } from '../../components/form-text-field.js';
import { applyServerErrors } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';

type Values = { decision: 'clear' | 'reject'; reason: string };
const resolver = domainResolver<Values, typeof screeningDecisionSchema>(screeningDecisionSchema);

// Compliance's decision on the pending hits: a required reason, then clear or reject, each
// confirmed before it is sent.
export function ScreeningDecisionForm({ applicationId, folio }: { applicationId: string; folio: string }) {
  const { t } = useTranslation();
  const decide = useDecideScreening(applicationId);
  const [confirming, setConfirming] = useState<'clear' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, formState } = useForm<
    Values,
    unknown,
    ScreeningDecision
  >({
    resolver,
    defaultValues: { decision: 'clear', reason: '' },
  });
  const ask = (decision: 'clear' | 'reject') =>
    handleSubmit(() => {
      setFailure(null);
      setConfirming(decision);
    })();
  const send = handleSubmit(async (values) => {
    try {
      await decide.mutateAsync(values);
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      setFailure(
        applyServerErrors(error, ['reason'] as const, (field, message) => setError(field, { message }), t),
      );
    }
  });
  const reason = register('reason');
  return (
    <Card variant="outlined" component="section" aria-labelledby="screening-decision">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={send} data-testid="screening-decision">
          <Typography id="screening-decision" variant="h6" component="h2">
            {t('compliance.decide.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('compliance.decide.intro')}
          </Typography>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <FormTextField
            {...reason}
            label={t('compliance.decide.reason')}
            required
            multiline
            minRows={3}
            disabled={confirming !== null}
            error={Boolean(formState.errors.reason)}
            helperText={
              formState.errors.reason
                ? fieldMessage(t, formState.errors.reason.message)
                : t('compliance.decide.reasonHelp')
            }
          />
          {confirming ? (
            <ConfirmAlert
              confirmLabel={t(
                confirming === 'clear' ? 'compliance.decide.clear' : 'compliance.decide.reject',
              )}
              cancelLabel={t('compliance.decide.cancel')}
              busy={decide.isPending}
              onCancel={() => setConfirming(null)}
              testId="confirm-screening-decision"
            >
              <Typography sx={{ fontWeight: 600 }}>
                {t(
                  confirming === 'clear'
                    ? 'compliance.decide.confirmClearTitle'
                    : 'compliance.decide.confirmRejectTitle',
                )}
              </Typography>
              {t(
                confirming === 'clear' ? 'compliance.decide.confirmClear' : 'compliance.decide.confirmReject',
                {
                  folio,
                },
              )}
            </ConfirmAlert>
          ) : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
              <Button
                variant="contained"
                onClick={() => {
                  setValue('decision', 'clear');
                  void ask('clear');
                }}
              >
                {t('compliance.decide.clear')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => {
                  setValue('decision', 'reject');
                  void ask('reject');
                }}
              >
                {t('compliance.decide.reject')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
