import type { ChecklistItem } from '@origina/domain/decision-record';
import type { DeskSignalCode } from '@origina/domain/desk-signals';
import type { MessageKey } from '../../i18n/i18n.js';
import { itemText } from './decision-checklist.js';
import type { ReadBackRow } from './read-back-dialog.js';

/** What every decision sends besides its own fields: the checklist ticked and the signals seen. */
export interface Evidence {
  checklist: string[];
  signals_seen: DeskSignalCode[];
}

type Translate = (key: MessageKey, params?: Record<string, string>) => string;

/** The evidence read back in words: each checklist item ticked or not, the signals seen. */
export function evidenceRows(
  t: Translate,
  language: string,
  items: readonly ChecklistItem[],
  evidence: Evidence,
): ReadBackRow[] {
  const rows: ReadBackRow[] = [];
  if (items.length > 0)
    rows.push({
      label: t('deskDecision.checklistRead'),
      value: items
        .map((item) =>
          t(
            evidence.checklist.includes(item.id)
              ? 'deskDecision.history.ticked'
              : 'deskDecision.history.unticked',
            {
              item: itemText(item, language),
            },
          ),
        )
        .join('\n'),
    });
  rows.push({
    label: t('deskDecision.signalsRead'),
    value:
      evidence.signals_seen.length > 0
        ? evidence.signals_seen.map((code) => t(`deskDecision.signals.${code}` as MessageKey)).join('\n')
        : t('deskDecision.signalsNone'),
  });
  return rows;
}
