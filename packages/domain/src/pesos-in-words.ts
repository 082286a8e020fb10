// An amount in Spanish words, as a Mexican pagaré and contract write it beside the figures:
// "VEINTIOCHO MIL TREINTA Y OCHO PESOS 39/100 M.N.".

const units = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const tens = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const hundreds = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const parts = [hundreds[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest < 30) parts.push(units[rest]!);
  else parts.push(tens[Math.floor(rest / 10)]! + (rest % 10 ? ` Y ${units[rest % 10]}` : ''));
  return parts.filter(Boolean).join(' ');
}

// "UNO" becomes "UN" before a noun: "VEINTIÚN MIL", "UN MILLÓN".
const apocope = (words: string) => words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');

function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions === 1) parts.push('UN MILLÓN');
  else if (millions > 1) parts.push(`${apocope(integerInWords(millions))} MILLONES`);
  if (thousands === 1) parts.push('MIL');
  else if (thousands > 1) parts.push(`${apocope(belowThousand(thousands))} MIL`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Pesos as a Mexican pagaré writes them in words: 1250.5 → "MIL DOSCIENTOS CINCUENTA PESOS 50/100 M.N.". */
export function pesosInWords(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100);
  const words = apocope(integerInWords(whole));
  // "UN MILLÓN DE PESOS", "DOS MILLONES DE PESOS": whole millions take "DE".
  const unit = whole > 0 && whole % 1_000_000 === 0 ? 'DE PESOS' : whole === 1 ? 'PESO' : 'PESOS';
  return `${words} ${unit} ${String(cents % 100).padStart(2, '0')}/100 M.N.`;
}
