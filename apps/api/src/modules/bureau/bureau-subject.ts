import type { ApplicationData } from '@origina/domain/application-sections';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { postalSettlements } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ApplicationRow } from '../applications/applications.js';
import type { BureauSubject } from './bureau-provider.js';

/** The customer as the bureau identifies them, from the application's general data and address
 * (the municipality and state from the postal catalogue). An application at the desk is complete,
 * so the sections are there; one without them answers 409 rather than a half inquiry. */
export async function bureauSubjectOf(executor: Executor, row: ApplicationRow): Promise<BureauSubject> {
  const data = row.data as ApplicationData;
  const general = data.datos_generales;
  const address = data.domicilio;
  if (!general || !address) throw new AppError(409, 'application_incomplete');
  const [place] = await executor
    .select()
    .from(postalSettlements)
    .where(and(eq(postalSettlements.zip, address.zip), eq(postalSettlements.settlement, address.settlement)))
    .limit(1);
  return {
    firstName: general.first_name,
    lastName: general.last_name,
    secondLastName: general.second_last_name ?? null,
    birthDate: general.birth_date,
    rfc: general.rfc,
    curp: general.curp,
    nationality: general.nationality,
    address: {
      street: [address.street, address.exterior_number, address.interior_number].filter(Boolean).join(' '),
      settlement: address.settlement,
      municipality: place?.municipality ?? null,
      city: place?.city ?? null,
      stateCode: place?.stateCode ?? null,
      zip: address.zip,
    },
  };
}
