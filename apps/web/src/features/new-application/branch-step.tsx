import { z } from 'zod';
import { useBranches } from '../../api/branches.js';
import { StepForm, type StepProps } from './step-form.js';

export function BranchStep(props: StepProps) {
  const branches = useBranches();
  const options = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: `${branch.name} · ${branch.municipality}, ${branch.state}`,
  }));
  return (
    <StepForm
      {...props}
      section="branch"
      schema={z.object({ branch: z.string().min(1, { message: 'validation.required' }) })}
      fields={[{ name: 'branch', kind: 'select', options, wide: true }]}
    />
  );
}
