import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Axe on the settled screen, with the WCAG 2.1 AA rules and best practices; shared by the specs
// that check screens for accessibility.
export async function expectNoViolations(page: Page, screen: string) {
  // Judge the settled screen: not a button half-way through its colour transition.
  // Lazily loaded parts settle first. The captcha's workers are started from blob: URLs and one
  // stopped early (another found the answer) leaves its request open for ever, so this waits a
  // bounded time rather than for a quiet network that may not come.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // Something was checked: an empty page would pass with no violations.
  expect(results.passes.length, screen).toBeGreaterThan(10);
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${screen}`).toEqual([]);
}
