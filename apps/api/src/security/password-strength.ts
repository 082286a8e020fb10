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
  // Mexican brands, banks and institutions a person sees every day.
  'telcel',
  'telmex',
  'movistar',
  'bimbo',
  'oxxo',
  'pemex',
  'cemex',
  'banorte',
  'banamex',
  'bancomer',
  'bbva',
  'santander',
  'bancoazteca',
  'azteca',
  'coppel',
  'elektra',
  'liverpool',
  'soriana',
  'chedraui',
  'walmart',
  'aurrera',
  'televisa',
  'aeromexico',
  'corona',
  'modelo',
  'tecate',
  'jarritos',
  'sabritas',
  'infonavit',
  'fovissste',
  'issste',
  'imss',
  'cinepolis',
  'sanborns',
  'mercadolibre',
  // Football clubs and their nicknames.
  'clubamerica',
  'aguilas',
  'monterrey',
  'toluca',
  'santos',
  'leon',
  'pachuca',
  'tuzos',
  'atlas',
  'necaxa',
  'puebla',
  'xolos',
  'tijuana',
  'queretaro',
  'gallos',
  'mazatlan',
  'juarez',
  'bravos',
  'seleccion',
  'eltri',
  // Everyday Mexican words and places.
  'dinero',
  'familia',
  'mama',
  'papa',
  'amor',
  'corazon',
  'diosito',
  'virgencita',
  'chingon',
  'guey',
  'jalisco',
  'guadalajara',
  'cancun',
  'oaxaca',
  'veracruz',
  'chihuahua',
  'sinaloa',
  'sonora',
  'yucatan',
  'mexicano',
  'mexicana',
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
// (docs/security.md) slow enough offline. Lower scores are words, names, dates, keyboard walks and
// sequences, alone or lightly decorated ("Passw0rd!", "origina2026").
const minimumScore = 3;
const minimumGuesses = 1e8;

// What zxcvbn misses: it adds 10^4 guesses for each part after the first, so any three parts reach
// 10^8 ("Pumas2026Mexico"), and it prices "2026!!" as six random characters (10^6), so a word with
// a year and punctuation passed ("Origina2026!!"). A password is also judged (1) on its parts alone,
// the product of their guesses times the orders they can come in, and (2) as a core between
// decorations of digits and symbols, each priced as a guesser tries them.
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const symbolsTried = 12; // ! . * # $ @ _ - ? & % +: a guesser's first symbols
const yearsTried = 100; // 1950-2049
function decorationGuesses(decoration: string) {
  const runs = decoration.match(/(?:19|20)\d\d|\d+|(.)\1*/gu) ?? [];
  return runs.reduce((guesses, run) => {
    if (/^(?:19|20)\d\d$/.test(run)) return guesses * yearsTried;
    if (/^\d+$/.test(run)) return guesses * 10 ** run.length;
    // A symbol repeated: which one and how many times.
    return guesses * symbolsTried * run.length;
  }, 1);
}

function guessesOf(estimator: ZxcvbnFactory, candidate: string, userInputs: string[]) {
  const { score, guesses, sequence } = estimator.check(candidate, userInputs);
  const parts = sequence.reduce((product, match) => product * match.guesses, factorial(sequence.length));
  return { score, guesses: Math.min(guesses, parts) };
}

function isStrong(estimator: ZxcvbnFactory, password: string, userInputs: string[]) {
  const whole = guessesOf(estimator, password, userInputs);
  if (whole.score < minimumScore || whole.guesses < minimumGuesses) return false;
  const [, prefix = '', core = '', suffix = ''] = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/su.exec(password) ?? [];
  if (core === '' || (prefix === '' && suffix === '')) return true;
  const decorations = decorationGuesses(prefix) * decorationGuesses(suffix) * (prefix && suffix ? 2 : 1);
  return guessesOf(estimator, core, userInputs).guesses * decorations >= minimumGuesses;
}

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
  // Judged with and without accents too: "Orígina2026!!" is the dictionary's word with an accent.
  const strong = (candidate: string, userInputs: string[]) =>
    isStrong(estimator, candidate, userInputs) && isStrong(estimator, withoutAccents(candidate), userInputs);
  const userInputs = personalWords(email, names);
  const folded = withoutAccents(password.toLowerCase());
  const rest = userInputs
    .filter((word) => word.length >= 4)
    .sort((a, b) => b.length - a.length)
    .reduce((remaining, word) => remaining.replaceAll(word, ''), folded);
  if (rest !== folded && !strong(rest, userInputs)) return 'password_contains_personal';
  return strong(password, userInputs) ? null : 'password_too_weak';
}
