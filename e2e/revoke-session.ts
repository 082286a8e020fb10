import { expect, type Page } from '@playwright/test';

/** Ends the page's session as another device would (a sign-out there, a password reset): its
 * refresh token is revoked behind the tab's back, and the tab learns of it at its next renewal. */
export async function revokeSessionElsewhere(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/logout/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: sessionStorage.getItem('refreshToken') }),
    });
    return response.status;
  });
  expect(status).toBe(204);
}
