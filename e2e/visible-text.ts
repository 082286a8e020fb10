import { applicationStatuses } from '@origina/domain/application-lifecycle';
import {
  educationLevels,
  housingTypes,
  loanPurposes,
  maritalStatuses,
  relationships,
} from '@origina/domain/application-sections';
import { documentTypeCodes } from '@origina/domain/document-types';
import { resourceSources } from '@origina/domain/kyc-file';
import { expect, type Page } from '@playwright/test';

// What a user reads must be words: no message key, no code where its label belongs, and nothing
// wider than the screen. Shared by the specs that walk screens.

/** The text of every visible text node, trimmed, in document order. */
function visibleTexts(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });
}

// Addresses, e-mails and file names have dots and underscores of their own, and so have a contract
// template's placeholders ({{monto_a_recibir}}), shown to be typed.
const notWords = [
  /\{\{[^{}]*\}\}/g,
  /\b[a-z][\w+.-]*:\/\/\S+/gi,
  /\S+@\S+/g,
  /\S+\.(?:mx|com|org|net|example|gob|pdf|jpe?g|png|webp|csv)\b/gi,
];
const withoutAddresses = (text: string) =>
  notWords.reduce((rest, pattern) => rest.replace(pattern, ' '), text);

// "review.empty", "application.fields.city": lowercase words of two letters or more joined by
// dots (a decimal, "p. ej." or "e.g." is not one).
const dottedKey = /(?<![\w.@/:-])[a-z][a-zA-Z0-9]+(?:\.[a-z][\w-]+)+(?![\w@/-])/g;
// "document_max_files", "pay_stub": a code in snake_case (PUBLIC_URL, a setting's name, is not).
const snakeCode = /(?<![\w.@/:-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@/-])/g;

/** Whatever in these texts reads like a message key or a snake_case code. */
function messageKeys(texts: readonly string[]) {
  return texts.flatMap((text) => {
    const words = withoutAddresses(text);
    return [...(words.match(dottedKey) ?? []), ...(words.match(snakeCode) ?? [])];
  });
}

// The codes the application stores where its screens show a label: the enumerations' values,
// the catalogue codes the walk chooses (an INE, Mexico, Banamex), and ids.
const storedCodes = new Set<string>([
  ...applicationStatuses,
  ...documentTypeCodes,
  ...educationLevels,
  ...housingTypes,
  ...loanPurposes,
  ...maritalStatuses,
  ...resourceSources,
  ...relationships,
  'female',
  'male',
  'ine',
  'MX',
  '002',
  'biweekly',
  'fortnightly',
]);
const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;

/** Texts that are a code alone (a label would be there), or that show an id. */
function rawCodes(texts: readonly string[]) {
  return texts.filter((text) => storedCodes.has(text) || uuid.test(withoutAddresses(text)));
}

/** The visible field labels cut short with an ellipsis ("Descuentos actuales por peri…"). */
const clippedLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('label')]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page fits its width once it has laid itself out again (after a resize, a phone layout
 * replaces a table a moment later); one that keeps scrolling sideways fails. */
export const expectNoSidewaysScroll = (page: Page, where: string) =>
  expect.poll(() => sidewaysScroll(page), { message: `${where} scrolls sideways` }).toBeLessThanOrEqual(0);

/** The screen as it is now reads in words and fits its width; `where` names it in a failure. */
export async function expectReadable(page: Page, where: string) {
  const texts = await visibleTexts(page);
  expect(messageKeys(texts), `${where} shows message keys`).toEqual([]);
  expect(rawCodes(texts), `${where} shows codes where labels belong`).toEqual([]);
  expect(await clippedLabels(page), `${where} cuts labels short`).toEqual([]);
  await expectNoSidewaysScroll(page, where);
}
