import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { MessageKey } from '../i18n/messages.js';

// Words of this product, its trade and its country that an attacker guessing our users'
// passwords would try first, and Mexican words the European Spanish lists lack.
const productWords = [
  'origina',
  'prestamo',
  'préstamo',
  'prestamos',
  'credito',
  'crédito',
  'creditos',
  'nomina',
  'nómina',
  'promotor',
  'promotora',
  'convenio',
  'solicitud',
  'quincena',
  'catorcena',
  'biometria',
  'sucursal',
  'financiera',
  'contraseña',
  'contrasena',
  'password',
  'mexico',
  'méxico',
  'cdmx',
  'chilango',
  'chivas',
  'america',
  'cruzazul',
  'pumas',
  'tigres',
  'rayados',
  'guadalupe',
  'jesucristo',
  'teamo',
  'tequiero',
  'holamundo',
];

let estimator: Promise<ZxcvbnFactory> | undefined;

// Loading and indexing the dictionaries takes most of a second and blocks the process meanwhile: it
// happens on the first check (a registration or a new password), not when the server starts.
function loadPasswordEstimator() {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english, spanish]) =>
      new ZxcvbnFactory({
        dictionary: {
          ...common.dictionary,
          ...spanish.dictionary,
          ...english.dictionary,
          product: productWords,
        },
        graphs: common.adjacencyGraphs,
        // Near-misses by edit distance cost up to a second of CPU a check on these dictionaries: an
        // attacker's lever on the registration route, for little gain over the l33t and case variations.
        useLevenshteinDistance: false,
      }),
    (error: unknown) => {
      // A failed load is not kept: the next check tries again.
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

// zxcvbn's score 3 means about 10^8 guesses: safe against online guessing, and with argon2id
// (SECURITY.md) slow enough offline. Lower scores are words, names, dates, keyboard walks and
// sequences, alone or lightly decorated ("Passw0rd!", "origina2026").
const minimumScore = 3;

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

// The parts of the e-mail and the person's names a guesser would try, with and without accents.
function personalWords(email: string, names: string[]) {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const words = [local, ...domain.split('.'), ...names]
    .flatMap((part) => [part, ...part.split(/[^\p{L}\p{N}]+/u)])
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  return [...new Set(words.flatMap((word) => [word, withoutAccents(word)]))];
}

// A password is judged twice: as typed, and with the person's own words taken out, since whoever
// targets one account knows their name and e-mail ("MariaFernanda1" is weak for María Fernanda).
export async function passwordProblem(
  password: string,
  email: string,
  names: string[] = [],
): Promise<MessageKey | null> {
  const estimator = await loadPasswordEstimator();
  const strong = (candidate: string, userInputs: string[]) =>
    estimator.check(candidate, userInputs).score >= minimumScore;
  const userInputs = personalWords(email, names);
  const folded = withoutAccents(password.toLowerCase());
  const rest = userInputs
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)
    .reduce((remaining, word) => remaining.replaceAll(word, ''), folded);
  if (rest !== folded && !strong(rest, userInputs)) return 'password_contains_personal';
  return strong(password, userInputs) ? null : 'password_too_weak';
}
