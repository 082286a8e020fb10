import { readFileSync } from 'node:fs';
import {
  hasTemplateProblems,
  type TemplatedDocumentType,
  templatedDocumentTypes,
  templateProblems,
} from '@origina/domain/contract-templates';
import type { Config } from '../../config.js';

// The text a product's contract documents use until an administrator saves a version of their own:
// the files under apps/api/templates/, the contract's replaceable by the operator's own file
// (CONTRACT_TEMPLATE, as before templates were versioned per product).

const defaultFiles: Record<TemplatedDocumentType, URL> = {
  contrato: new URL('../../../templates/contrato-credito.txt', import.meta.url),
  caratula: new URL('../../../templates/caratula.txt', import.meta.url),
  carta_instruccion: new URL('../../../templates/carta-instruccion.txt', import.meta.url),
};

export type DefaultTemplates = Record<TemplatedDocumentType, string>;

/** The default texts, read and checked once at start: a placeholder this product does not know or
 * a required one left out is an operator's mistake to fix, not a blank to print. */
export function loadDefaultTemplates(config: Pick<Config, 'contractTemplate'>): DefaultTemplates {
  const texts = Object.fromEntries(
    templatedDocumentTypes.map((type) => {
      const file =
        type === 'contrato' && config.contractTemplate ? config.contractTemplate : defaultFiles[type];
      return [type, readFileSync(file, 'utf8')];
    }),
  ) as DefaultTemplates;
  for (const type of templatedDocumentTypes) {
    const problems = templateProblems(type, texts[type]);
    if (!hasTemplateProblems(problems)) continue;
    const source =
      type === 'contrato' && config.contractTemplate ? 'CONTRACT_TEMPLATE' : `The default ${type} template`;
    throw new Error(
      `${source} names unknown placeholders (${problems.unknown.join(', ') || 'none'}) or leaves out required ones (${problems.missing.join(', ') || 'none'})`,
    );
  }
  return texts;
}
