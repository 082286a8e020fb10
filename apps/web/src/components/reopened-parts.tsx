import Box from '@mui/material/Box';
import type { Application } from '@origina/domain/application-api';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.js';
import { paths } from '../paths.js';
import { partLabel, stepOfPart } from './application-parts.js';

/** The parts a reviewer reopened, each a link to the step where the promoter changes it. */
export function ReopenedParts({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} data-testid="reopened-parts">
      {application.reopened_sections.map((part) => (
        <li key={part}>
          <Link to={`${paths.dashboard.newApplication}/${application.id}/${stepOfPart(part)}`}>
            {t(partLabel(part))}
          </Link>
        </li>
      ))}
    </Box>
  );
}
