import type { Logger } from 'pino';
import { createCirculoDeCredito } from './circulo-de-credito.js';

// Who answers the credit-bureau inquiry (BUREAU_PROVIDER): `manual`, the offline default (the
// reviewer runs the inquiry at the bureau and records folio, date and score), or a bureau's HTTP
// API, which the review screen's button calls and whose answer is recorded the same way.

/** The customer as a bureau identifies them (from the application's sections). */
export interface BureauSubject {
  firstName: string;
  lastName: string;
  secondLastName: string | null;
  birthDate: string;
  rfc: string;
  curp: string;
  nationality: string;
  address: {
    street: string;
    settlement: string;
    municipality: string | null;
    city: string | null;
    // INEGI's two-digit state code (the postal catalogue's), mapped by each adapter.
    stateCode: string | null;
    zip: string;
  };
}

export interface BureauAnswer {
  folio: string;
  score: number | null;
}

export interface BureauProvider {
  name: string;
  /** Null for `manual`: nothing runs on the server. Rejects with a translated 502/504 AppError. */
  inquire: ((subject: BureauSubject) => Promise<BureauAnswer>) | null;
}

export interface BureauSettings {
  provider: 'manual' | 'circulo_de_credito';
  apiUrl: string | null;
  apiKey: string | null;
  username: string | null;
  password: string | null;
  signingKeyFile: string | null;
  timeoutSeconds: number;
}

export function createBureauProvider(settings: BureauSettings, log: Pick<Logger, 'warn'>): BureauProvider {
  if (settings.provider === 'manual') return { name: 'manual', inquire: null };
  return createCirculoDeCredito(settings, log);
}
