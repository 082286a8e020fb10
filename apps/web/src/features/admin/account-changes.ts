import type { ManagedUser } from '@origina/domain/administration';
import type { Role } from '@origina/domain/roles';

export interface AccountValues {
  role: Role;
  active: boolean;
  erp_id: string;
  mobile_number: string;
  branch: string;
}

// What the form asks the API to change: only the fields the admin edited (a field sent unchanged
// could carry one role's data onto another). An emptied ERP id stays as it was (every promoter has
// one); an emptied mobile or branch is removed; a promoter's fields go only with a promoter's role.
export const changesOf =
  (account: ManagedUser) =>
  (values: AccountValues): Record<string, unknown> => {
    const wanted = {
      role: values.role,
      active: values.active,
      erp_id: values.erp_id.trim() || account.erp_id,
      mobile_number: values.mobile_number.trim() || null,
      branch: values.branch || null,
    };
    const before = {
      role: account.role,
      active: account.active,
      erp_id: account.erp_id,
      mobile_number: account.mobile_number,
      branch: account.branch?.id ?? null,
    };
    const promoterFields: readonly string[] = ['erp_id', 'mobile_number', 'branch'];
    return Object.fromEntries(
      Object.entries(wanted).filter(
        ([key, value]) =>
          value !== before[key as keyof typeof before] &&
          // A mobile typed with spaces is the same number: the schema normalises both sides.
          !(
            key === 'mobile_number' &&
            typeof value === 'string' &&
            digits(value) === digits(before.mobile_number)
          ) &&
          (values.role === 'promoter' || !promoterFields.includes(key)),
      ),
    );
  };

const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
