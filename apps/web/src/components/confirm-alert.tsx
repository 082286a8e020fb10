import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step that cannot be undone, said before it is taken: the warning takes the width (panels
 * beside a page are narrow) and its two buttons go beneath. Without `onConfirm` the confirming
 * button submits the form around it. It takes the focus when it appears (it replaces the button
 * that asked for it), so its words are read and its buttons are next.
 */
export function ConfirmAlert({
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="warning" data-testid={testId}>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          variant="contained"
          size="small"
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
        <Button color="inherit" size="small" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
