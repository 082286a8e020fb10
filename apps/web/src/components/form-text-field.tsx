import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, type ReactNode, useId } from 'react';

export type FormTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
};

// A labelled outlined input with its message. MUI's TextField would do the same but brings its
// Select (menus, popovers, modals) into every form, the login page's included.
export const FormTextField = forwardRef<HTMLInputElement, FormTextFieldProps>(function FormTextField(
  { label, error, helperText, id, fullWidth = true, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} disabled={input.disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={error || undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
