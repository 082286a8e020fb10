import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.js';

// A record the link names but the reader cannot open (it does not exist, or is not theirs to see):
// a whole screen that says so and leads back, not a bare red line.
export function RecordNotFound({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      level={1}
      icon={<SearchOffOutlined />}
      title={title}
      body={body}
      action={
        <Button component={Link} to={backTo} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
