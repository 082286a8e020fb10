import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { BureauAnswer, BureauProvider, BureauSettings, BureauSubject } from './bureau-provider.js';

// Círculo de Crédito's "RCC FICO Score PLD" API (Reporte de Crédito Consolidado with the FICO
// score), as its published clients describe it (github.com/APIHub-CdC, e.g.
// rcc-ficoscore-pld-new-client-python): POST the person as JSON to
// https://services.circulodecredito.com.mx/v1/rcc-ficoscore-pld with the headers `x-api-key`,
// `username`, `password` and `x-signature` (the body signed with the lender's ECDSA key, SHA-256,
// hex). The answer names the inquiry's folio (`folioConsulta`) and its scores (`scores`, each
// with `nombreScore` and `valor`). The state is the API's own abbreviation (its catalogue).
// The answer's exact schema was read from those clients' models, not from a live sandbox: check
// it against the lender's contract before production.

const stateAbbreviations: Record<string, string> = {
  '01': 'AGS',
  '02': 'BC',
  '03': 'BCS',
  '04': 'CAMP',
  '05': 'COAH',
  '06': 'COL',
  '07': 'CHIS',
  '08': 'CHIH',
  '09': 'CDMX',
  '10': 'DGO',
  '11': 'GTO',
  '12': 'GRO',
  '13': 'HGO',
  '14': 'JAL',
  '15': 'MEX',
  '16': 'MICH',
  '17': 'MOR',
  '18': 'NAY',
  '19': 'NL',
  '20': 'OAX',
  '21': 'PUE',
  '22': 'QRO',
  '23': 'QROO',
  '24': 'SLP',
  '25': 'SIN',
  '26': 'SON',
  '27': 'TAB',
  '28': 'TAMP',
  '29': 'TLAX',
  '30': 'VER',
  '31': 'YUC',
  '32': 'ZAC',
};

const circuloRequestBody = (subject: BureauSubject) => ({
  apellidoPaterno: subject.lastName,
  apellidoMaterno: subject.secondLastName ?? '',
  primerNombre: subject.firstName,
  fechaNacimiento: subject.birthDate,
  RFC: subject.rfc,
  CURP: subject.curp,
  nacionalidad: subject.nationality,
  domicilio: {
    direccion: subject.address.street,
    coloniaPoblacion: subject.address.settlement,
    delegacionMunicipio: subject.address.municipality ?? '',
    ciudad: subject.address.city ?? subject.address.municipality ?? '',
    estado: stateAbbreviations[subject.address.stateCode ?? ''] ?? '',
    CP: subject.address.zip,
  },
});

// The FICO score of the answer; none when the bureau gave only exclusion codes (no history).
function scoreOf(scores: unknown): number | null {
  if (!Array.isArray(scores)) return null;
  for (const item of scores as Record<string, unknown>[]) {
    const value = Number(item?.valor ?? item?.score);
    if (Number.isInteger(value) && value >= 0 && value <= 999) return value;
  }
  return null;
}

export function createCirculoDeCredito(settings: BureauSettings, log: Pick<Logger, 'warn'>): BureauProvider {
  if (!settings.apiUrl || !settings.apiKey)
    throw new Error('BUREAU_PROVIDER=circulo_de_credito needs BUREAU_API_URL and BUREAU_API_KEY');
  const url = settings.apiUrl;
  const signingKey = settings.signingKeyFile ? readFileSync(settings.signingKeyFile, 'utf8') : null;
  return {
    name: 'circulo_de_credito',
    async inquire(subject): Promise<BureauAnswer> {
      const body = JSON.stringify(circuloRequestBody(subject));
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': settings.apiKey!,
            ...(settings.username ? { username: settings.username } : {}),
            ...(settings.password ? { password: settings.password } : {}),
            ...(signingKey
              ? { 'x-signature': sign('sha256', Buffer.from(body), signingKey).toString('hex') }
              : {}),
          },
          body,
          signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
        });
      } catch (error) {
        const timedOut = (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';
        // Never the customer's data in the log: only what went wrong.
        log.warn({ provider: 'circulo_de_credito', timedOut }, 'credit bureau did not answer');
        throw new AppError(
          timedOut ? 504 : 502,
          timedOut ? 'bureau_provider_timeout' : 'bureau_provider_failed',
        );
      }
      const parsed = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
      const folio = parsed?.folioConsulta;
      if (!answer.ok || (typeof folio !== 'string' && typeof folio !== 'number')) {
        log.warn(
          { provider: 'circulo_de_credito', status: answer.status },
          'credit bureau refused the inquiry',
        );
        throw new AppError(502, 'bureau_provider_failed');
      }
      return { folio: String(folio).slice(0, 40), score: scoreOf(parsed?.scores) };
    },
  };
}
