import Button from '@mui/material/Button';
import { useState } from 'react';
import { useApplicationContract } from '../../api/application-contract.js';
import { useFocusLater } from '../../components/use-focus-later.js';
import { useTranslation } from '../../i18n/i18n.js';
import { DisbursementForm, type TransferDecision } from './disbursement-form.js';

/** A recorded transfer set right by an admin (a mistyped tracking key or date): closed until asked
 * for, then the transfer form filled with what was recorded, and a reason. */
export function DisbursementCorrection({
  applicationId,
  busy,
  onSubmit,
}: {
  applicationId: string;
  busy: boolean;
  onSubmit: (decision: TransferDecision) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useFocusLater<HTMLButtonElement>();
  const recorded = useApplicationContract(applicationId, true).data?.disbursement;
  if (!recorded) return null;
  if (!open)
    return (
      <Button
        ref={opener.ref}
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('review.disbursement.correctOpen')}
      </Button>
    );
  return (
    <DisbursementForm
      applicationId={applicationId}
      busy={busy}
      recorded={{ reference: recorded.reference, paid_at: recorded.paid_at }}
      onSubmit={async (decision) => {
        const refusal = await onSubmit(decision);
        if (!refusal) setOpen(false);
        return refusal;
      }}
      onCancel={() => {
        setOpen(false);
        opener.focusLater();
      }}
    />
  );
}
