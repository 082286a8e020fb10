import { folded } from '@origina/domain/text-search';

// The questions of the help panel, in the order shown; their text is in the help catalogue.
export const faqTopics = [
  'simulate',
  'cat',
  'steps',
  'identityLink',
  'identityCamera',
  'documents',
  'capacity',
  'changes',
  'password',
] as const;

// Every word of the query must appear in the question or its answer; accents and case ignored.
export function matchesQuery(query: string, texts: string[]) {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
