import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applicationActions } from '@origina/domain/application-lifecycle';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// Every message the API itself can answer with (its refusals, its field errors, and the lifecycle
// model's conflict codes, which become the refusal's code and its translated detail) reads in both
// languages. The type system checks most call sites; this also catches codes that reach
// AppError as plain strings (the lifecycle model's) and keys written in a template.

const apiSource = new URL('../', import.meta.url).pathname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function emittedKeys() {
  const keys = new Set<string>();
  const calls = [/new AppError\(\s*\d{3},\s*'([a-z_.]+)'/g, /fieldError\([^)]*?'([a-z_]+\.[a-z_.]+)'/g];
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8');
    for (const call of calls) for (const match of text.matchAll(call)) keys.add(match[1]!);
  }
  for (const action of applicationActions) for (const code of conflictCodes(action)) keys.add(code);
  return [...keys].sort();
}

describe('the messages the API answers with', () => {
  const keys = emittedKeys();

  it('are found in its source and in the lifecycle model', () => {
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toContain('contract_not_signed');
  });

  it.each(['es', 'en'] as const)('all exist in the API catalogue in %s', (language) => {
    const missing = keys.filter((key) => !(key in messages[language]));
    expect(missing).toEqual([]);
  });
});
