import Typography from '@mui/material/Typography';

// One term and its value inside a <dl>: the read-only views of simulations and applications.
export function DefinitionRow({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid={testId}>
        {value}
      </Typography>
    </>
  );
}
