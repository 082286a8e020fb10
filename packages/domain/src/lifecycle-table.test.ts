import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lifecycleMarkdown } from './lifecycle-table.js';

it('docs/lifecycle.md shows the table the code enforces', () => {
  const doc = readFileSync(new URL('../../../docs/lifecycle.md', import.meta.url), 'utf8');
  const table = /<!-- lifecycle-table:start -->\n([\s\S]*?)\n<!-- lifecycle-table:end -->/.exec(doc)?.[1];
  // The formatter pads the columns: compare cell by cell.
  const cells = (markdown: string) =>
    markdown
      .replace(/-{3,}/g, '---')
      .replace(/ *\| */g, '|')
      .trim();
  expect(cells(table ?? '')).toBe(cells(lifecycleMarkdown()));
});
