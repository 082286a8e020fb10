import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DeskSignal, SignalPointer } from '@origina/domain/desk-signals';
import type { ReviewApplication } from '@origina/domain/review';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../i18n/format.js';
import { type MessageKey, useTranslation } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';
import { signalIcons } from './signal-icons.js';

// The desk's signals at the top of the review screen (issue 34): what the server found about this
// customer and their other applications, each with the applications it points to. Facts for the
// reviewer, not verdicts: nothing here blocks a decision. Nothing shows when there are none.
export function SignalsSection({ application }: { application: ReviewApplication }) {
  const { t } = useTranslation();
  if (application.signals.length === 0) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="review-signals"
      data-testid="review-signals"
      sx={{ borderColor: 'warning.main', borderLeftWidth: 4 }}
    >
      <CardContent>
        <Typography id="review-signals" variant="h6" component="h2">
          {t('deskSignals.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('deskSignals.intro')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {application.signals.map((signal) => (
            <SignalItem key={signal.code} signal={signal} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function SignalItem({ signal }: { signal: DeskSignal }) {
  const { t } = useTranslation();
  const Icon = signalIcons[signal.code];
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      data-signal={signal.code}
    >
      <Icon aria-hidden sx={{ color: 'warning.dark', mt: 0.25, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`deskSignals.codes.${signal.code}` as MessageKey)}
        </Typography>
        <SignalDetails signal={signal} />
        {signal.pointers.length > 0 ? <Pointers pointers={signal.pointers} /> : null}
      </Box>
    </Box>
  );
}

function SignalDetails({ signal }: { signal: DeskSignal }) {
  const { t, language } = useTranslation();
  const lines = [
    ...(signal.staff ?? []).map((match) =>
      t(`deskSignals.staff.${match.contact}` as MessageKey, { name: match.name }),
    ),
    ...(signal.ages
      ? [
          t('deskSignals.ages', {
            now: signal.ages.now,
            atEnd: signal.ages.at_end,
            limit: signal.ages.limit,
            date: formatDate(signal.ages.last_payment, language),
          }),
        ]
      : []),
    ...(signal.changes ?? []).map((change) =>
      t(`deskSignals.changes.${change.field}` as MessageKey, {
        before:
          change.field === 'net_pay'
            ? formatMoney(Number(change.before))
            : formatDate(change.before, language),
        after:
          change.field === 'net_pay' ? formatMoney(Number(change.after)) : formatDate(change.after, language),
      }),
    ),
  ];
  return lines.map((line) => (
    <Typography key={line} variant="body2">
      {line}
    </Typography>
  ));
}

// A few folios at first: a number shared by hundreds would push the rest of the screen away.
const firstShown = 8;

function Pointers({ pointers }: { pointers: SignalPointer[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const status = (pointer: SignalPointer) => t(`application.status.${pointer.status}` as MessageKey);
  const shown = all ? pointers : pointers.slice(0, firstShown);
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}
    >
      <span>{t('deskSignals.others')}</span>
      {shown.map((pointer) =>
        pointer.id ? (
          <span key={pointer.folio}>
            <Link to={`${paths.dashboard.review}/${pointer.id}`}>{pointer.folio}</Link> ({status(pointer)})
          </span>
        ) : (
          <span key={pointer.folio}>
            {t('deskSignals.notOpenable', { folio: pointer.folio, status: status(pointer) })}
          </span>
        ),
      )}
      {shown.length < pointers.length ? (
        <Button size="small" onClick={() => setAll(true)} sx={{ p: 0, minWidth: 0 }}>
          {t('deskSignals.showAll', { count: pointers.length })}
        </Button>
      ) : null}
    </Typography>
  );
}
