import type { ApplicationData } from '@origina/domain/application-sections';
import { z } from 'zod';
import { useAffiliates } from '../../api/affiliates.js';
import { useBranches } from '../../api/branches.js';
import { StepForm, type StepProps } from './step-form.js';

// The convenios the chosen branch serves.
export function ConvenioStep(props: StepProps) {
  const branches = useBranches();
  const affiliates = useAffiliates();
  const branchId = (props.application.data as ApplicationData).branch?.branch;
  const served = branches.data
    ?.find((branch) => branch.id === branchId)
    ?.affiliates.map((affiliate) => affiliate.id);
  const options = (affiliates.data ?? [])
    .filter((affiliate) => !served || served.includes(affiliate.id))
    .map((affiliate) => ({ value: affiliate.id, label: `${affiliate.name} (${affiliate.employer})` }));
  return (
    <StepForm
      {...props}
      section="convenio"
      schema={z.object({ affiliate: z.string().min(1, { message: 'validation.required' }) })}
      fields={[{ name: 'affiliate', kind: 'select', options, wide: true }]}
    />
  );
}
