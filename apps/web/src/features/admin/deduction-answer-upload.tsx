import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useImportDeductionAnswers } from '../../api/deductions.js';
import { refusalMessage } from '../../components/server-errors.js';
import { useTranslation } from '../../i18n/i18n.js';
import { answerOutcomeWords } from './deduction-answer-words.js';

// The employer's answer for the period: a CSV (applied / not applied with a reason); the lines
// above show each answer once imported.
export function DeductionAnswerUpload({ affiliate, payday }: { affiliate: string; payday: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportDeductionAnswers();
  const result = upload.data;
  const outcome = result ? answerOutcomeWords(result, t) : null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="deduction-answer">
      <Typography id="deduction-answer" variant="h6" component="h2">
        {t('deductions.answerTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('deductions.answerHint')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        hidden
        aria-label={t('deductions.answerUpload')}
        data-testid="deduction-answer-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate({ affiliate, payday, file });
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        loading={upload.isPending}
        loadingPosition="start"
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('deductions.answerUpload')}
      </Button>
      <div role="status" aria-live="polite">
        {upload.isError ? <Alert severity="error">{refusalMessage(upload.error, t)}</Alert> : null}
        {result && outcome ? (
          <Alert
            severity={result.not_applied > 0 || result.unmatched.length > 0 ? 'warning' : 'success'}
            data-testid="deduction-answer-outcome"
          >
            <Typography variant="body2">{outcome.summary}</Typography>
            {outcome.lines.length > 0 ? (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} data-testid="deduction-answer-unmatched">
                {outcome.lines.map((line) => (
                  <li key={line}>
                    <Typography variant="body2">{line}</Typography>
                  </li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
