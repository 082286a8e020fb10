import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/i18n.js';

interface ReadAgain {
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  refetch: () => unknown;
}

/** Said above a screen that keeps what it showed when reading it again failed (a moment without
 * network), with a button to try again; react-query also reads it again when the network returns.
 * Such a failure must not replace the screen (react-query keeps the data and still says
 * `isError`), nor unmount a step's form with what the promoter typed: screens show their error
 * only when there is nothing read to show (`data === undefined`). */
export function RefreshFailed({ query }: { query: ReadAgain }) {
  const { t } = useTranslation();
  if (!query.isError || query.data === undefined) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="refresh-failed"
      // Apart from what follows where it is not in a Stack (the step's form).
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" loading={query.isFetching} onClick={() => query.refetch()}>
          {t('refreshFailed.retry')}
        </Button>
      }
    >
      {t('refreshFailed.body')}
    </Alert>
  );
}
