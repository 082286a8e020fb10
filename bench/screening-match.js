// npm run bench -- screening: matching one customer against ~20,000 list entries (the size of
// OFAC's SDN list with its aliases), with the domain's index. Printed, not asserted.
import { performance } from 'node:perf_hooks';
import { indexEntries, screenPerson } from '../packages/domain/dist/screening-match.js';

const given = [
  'José',
  'María',
  'Juan',
  'Ana',
  'Luis',
  'Carmen',
  'Miguel',
  'Rosa',
  'Jorge',
  'Laura',
  'Ahmad',
  'Fatima',
  'Ivan',
  'Olga',
];
const surnames = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Al-Rashid',
  'Petrov',
  'Kim',
  'Nguyen',
];

// A made-up list: names from the commonest Mexican ones (the worst case for blocking by token).
function madeUpEntries(count) {
  let seed = 7;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    source: 'ofac',
    reference: String(i),
    name: `${given[next(given.length)]} ${surnames[next(surnames.length)]} ${surnames[next(surnames.length)]}${i % 7 === 0 ? ` ${i}` : ''}`,
    aliases: i % 3 === 0 ? [`${given[next(given.length)]} ${surnames[next(surnames.length)]}`] : [],
    curp: null,
    rfc: null,
  }));
}

export function screeningBenchmark(count = 20_000, people = 200) {
  const entries = madeUpEntries(count);
  let started = performance.now();
  const index = indexEntries(entries);
  const indexMs = performance.now() - started;
  const customers = Array.from({ length: people }, (_, i) => ({
    name: `${given[i % given.length]} ${surnames[(i * 5) % surnames.length]} ${surnames[(i * 11) % surnames.length]}`,
    curp: null,
    rfc: null,
  }));
  started = performance.now();
  let hits = 0;
  for (const person of customers) hits += screenPerson(index, person).length;
  const perPersonMs = (performance.now() - started) / people;
  return { entries: count, indexMs, perPersonMs, hits };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = screeningBenchmark();
  console.log(
    `Screening: index of ${result.entries} entries in ${result.indexMs.toFixed(0)} ms; ${result.perPersonMs.toFixed(2)} ms per customer (${result.hits} hits over the run)`,
  );
}
