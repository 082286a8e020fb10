import type { AnswerImport } from '@origina/domain/deduction-answers';
import type { translate } from '../../i18n/i18n.js';

// The employer's answer once imported, in words: how many were applied and not, and each line
// that matched no deduction of the period with its number and why ("Línea 4 (folio …): …").

export function answerOutcomeWords(result: AnswerImport, t: typeof translate) {
  const counts = [
    t('deductions.answerApplied', { count: result.applied }),
    t('deductions.answerNotApplied', { count: result.not_applied }),
    ...(result.unmatched.length > 0
      ? [t('deductions.answerUnmatched', { count: result.unmatched.length })]
      : []),
  ];
  const summary = t('deductions.answerOutcome', { counts: counts.join(', ') });
  const lines = result.unmatched.map((line) =>
    t(line.folio ? 'deductions.unmatchedLineFolio' : 'deductions.unmatchedLine', {
      line: line.line,
      folio: line.folio ?? '',
      reason: t(`deductions.unmatchedReasons.${line.reason}`),
    }),
  );
  return { summary, lines };
}
