import type { Page } from '@playwright/test';

/** Runs an assertion; when it fails, the error also says where the page is and what its alerts,
 * notices and field messages read, for failures seen only in a full run (CI keeps no trace of a
 * second browser's page). The assertion itself is unchanged. */
export async function withPageState<T>(page: Page, assertion: () => Promise<T>): Promise<T> {
  try {
    return await assertion();
  } catch (error) {
    const state = await describePage(page).catch((reason: unknown) => `unreadable: ${String(reason)}`);
    if (error instanceof Error) error.message = `${error.message}\n\nThe page then: ${state}`;
    throw error;
  }
}

async function describePage(page: Page) {
  const said = await page
    .locator('[role="alert"], [role="status"], .Mui-error, [aria-invalid="true"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const value = node instanceof HTMLInputElement ? ` value="${node.value}"` : '';
        return `${node.getAttribute('role') ?? node.tagName.toLowerCase()}${value}: ${(node.textContent ?? '').trim().slice(0, 200)}`;
      }),
    );
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()}#${active.id} ${active.getAttribute('aria-label') ?? ''}`
      : 'none';
  });
  const drafts = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('origina.draft:')),
  );
  return [`url ${page.url()}`, `focus ${focused}`, `drafts ${JSON.stringify(drafts)}`, ...said].join('\n  ');
}
