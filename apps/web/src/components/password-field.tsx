import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { FormTextField, type FormTextFieldProps } from './form-text-field.js';
import { useHydrated } from './use-hydrated.js';

export const PasswordField = forwardRef<HTMLInputElement, FormTextFieldProps>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useTranslation();
    const hydrated = useHydrated();
    return (
      <FormTextField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              onClick={() => setVisible((value) => !value)}
              edge="end"
              aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
              aria-pressed={visible}
              disabled={!hydrated}
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
