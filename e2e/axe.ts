import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { networkSettled } from './network-settle.js';

// What still moves on the screen: each running animation's element, by tag, role, label or test id.
function runningAnimations() {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target) return 'an animation without an element';
      const name = ['role', 'aria-label', 'data-testid']
        .map((attribute) => target.getAttribute(attribute))
        .filter(Boolean)
        .join(' ');
      const parent = target.closest('[data-testid], [role=region], [aria-label]');
      return `${target.tagName.toLowerCase()}${name ? ` (${name})` : ''}${
        parent && parent !== target
          ? ` in ${parent.getAttribute('data-testid') ?? parent.getAttribute('aria-label') ?? parent.getAttribute('role')}`
          : ''
      }`;
    });
}

/**
 * Waits for the screen to settle: lazily loaded parts and data first, then nothing moving (not a
 * button half-way through its colour transition). A spinner that never stops is a screen that
 * never loads: it fails, naming what still moves.
 */
export async function settledScreen(page: Page, screen: string) {
  await networkSettled(page);
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      // Polled on a timer: animation frames may starve on a busy machine.
      { polling: 100, timeout: 20_000 },
    )
    .catch(async () => {
      const running = await page.evaluate(runningAnimations);
      if (running.length > 0) throw new Error(`${screen}: still moving after 20 s: ${running.join('; ')}`);
    });
}

// Axe on the settled screen, with the WCAG 2.1 AA rules and best practices; shared by the specs
// that check screens for accessibility.
export async function expectNoViolations(page: Page, screen: string) {
  // Each screen checked brings its own time: axe takes seconds on a busy two-core machine, so a
  // test's time grows with the screens it checks.
  test.info().setTimeout(test.info().timeout + 15_000);
  // The pointer rests where the last click left it: a drawer sliding in under it can summon a
  // tooltip a moment later, which axe then measures half faded in (CI saw it fail contrast). Off
  // to the corner first, so what is checked is the screen at rest.
  await page.mouse.move(0, 0);
  await settledScreen(page, screen);
  // Legacy mode runs axe in each frame of this page; the default opens a blank page per check to
  // gather cross-origin frames' results (a second a check, and the app has no such frames).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // Something was checked: an empty page would pass with no violations.
  expect(results.passes.length, screen).toBeGreaterThan(10);
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${screen}`).toEqual([]);
}
