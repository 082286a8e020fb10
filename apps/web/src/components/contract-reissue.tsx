import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contract } from '@origina/domain/contract-documents';
import { useEffect, useRef, useState } from 'react';
import { useReissueContract } from '../api/reissue-contract.js';
import { formatDate } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { ConfirmAlert } from './confirm-alert.js';
import { FormAlert } from './form-alert.js';
import { errorMessage } from './server-errors.js';
import { useFocusLater } from './use-focus-later.js';

/**
 * A contract past its validity can be neither signed nor disbursed: the warning says so and, to
 * whom the lifecycle model lets make one (`mayReissue`), offers a new version dated anew, after a
 * confirmation. Once made, the focus goes to the word that it was made, since the warning and its
 * button are gone.
 */
export function ContractExpiry({
  applicationId,
  contract,
  mayReissue,
}: {
  applicationId: string;
  contract: Contract;
  mayReissue: boolean;
}) {
  const { t, language } = useTranslation();
  const reissue = useReissueContract(applicationId);
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<Contract | null>(null);
  const trigger = useFocusLater<HTMLButtonElement>();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (made) doneRef.current?.focus();
  }, [made]);

  if (!contract.expired) {
    return made?.version === contract.version ? (
      <Alert
        ref={doneRef}
        tabIndex={-1}
        severity="success"
        role="status"
        sx={{ mb: 1.5 }}
        data-testid="contract-reissued"
      >
        {t('contract.reissued', {
          version: made.version,
          date: formatDate(made.valid_until, language),
        })}
      </Alert>
    ) : null;
  }
  const date = formatDate(contract.valid_until, language);
  return (
    <Stack spacing={1.5} sx={{ mb: 1.5 }}>
      <Alert severity="warning" data-testid="contract-expired">
        <AlertTitle>{t('contract.expiredTitle')}</AlertTitle>
        <Typography variant="body2">
          {mayReissue ? t('contract.expired', { date }) : t('contract.expiredOthers', { date })}
        </Typography>
      </Alert>
      {reissue.isError ? <FormAlert>{errorMessage(reissue.error, t)}</FormAlert> : null}
      {!mayReissue ? null : confirming ? (
        <ConfirmAlert
          confirmLabel={t('contract.reissue')}
          cancelLabel={t('contract.reissueKeep')}
          busy={reissue.isPending}
          testId="contract-reissue-confirm"
          onConfirm={() =>
            reissue.mutate(undefined, {
              onSuccess: (next) => {
                setConfirming(false);
                setMade(next);
              },
            })
          }
          onCancel={() => {
            setConfirming(false);
            trigger.focusLater();
          }}
        >
          {t('contract.reissueWarning', { version: contract.version + 1 })}
        </ConfirmAlert>
      ) : (
        <Button
          ref={trigger.ref}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            reissue.reset();
            setConfirming(true);
          }}
        >
          {t('contract.reissue')}
        </Button>
      )}
    </Stack>
  );
}
