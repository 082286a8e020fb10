import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// A card that opens one area of the product, with a sentence on what is there.
export function HomeShortcut({
  to,
  icon,
  title,
  body,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  body: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
              {icon}
              <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
                {title}
              </Typography>
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
