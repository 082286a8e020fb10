import type { ApplicationAction, ApplicationFacts } from '@origina/domain/application-lifecycle';
import type { User } from '@origina/domain/auth';
import { judge } from '@origina/domain/lifecycle-verdicts';
import type { ReviewApplication } from '@origina/domain/review';

// The facts the lifecycle model judges, as the review answer shows them. The desk sees the
// identity check's result only: one exists once the customer has sent the check.
const factsOf = (
  application: ReviewApplication,
  contract: Pick<ApplicationFacts, 'contractExpired' | 'pagare' | 'bureau'> = {},
): ApplicationFacts => ({
  status: application.status,
  promoterId: application.promoter?.id ?? '',
  reviewerId: application.reviewer?.id ?? null,
  everSubmitted: true,
  reopened: application.reopened_sections,
  identity: {
    status: application.identity_result ? 'submitted' : 'none',
    result: application.identity_result,
  },
  // A buy-out's payoff letter past its last day holds the transfer back (the answer judged today).
  payoffLetterExpired: application.payoffs.some((payoff) => payoff.expired),
  ...contract,
});

/** What the signed-in desk user may do to this application now, and why not (the refusal code);
 * what its contract says (its validity, its pagaré's scan) comes from the contract, once read. */
export function deskVerdicts(
  application: ReviewApplication,
  user: User | null,
  contract?: Pick<ApplicationFacts, 'contractExpired' | 'pagare' | 'bureau'>,
) {
  const actor = user ? { role: user.role, userId: user.id } : null;
  const facts = factsOf(application, contract);
  return (action: ApplicationAction) => judge(action, actor, facts);
}
