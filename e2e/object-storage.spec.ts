import { submitCompleteApplication } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';

// The same application flow with documents in an S3-compatible bucket: the browser posts each file
// to the bucket with the presigned form (allowed by the page's CSP) and the server confirms it.
test.use({ objectStorage: true });

test('a promoter uploads every document straight to the bucket and submits', async ({ page }) => {
  const bucketPosts: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/origina-documents'))
      bucketPosts.push(response.status());
  });
  await signIn(page);
  const folio = await submitCompleteApplication(page, 'Beatriz');
  expect(folio).toMatch(/^SOL-\d{4}-\d{6}$/);
  // Four files (proof of address, signed application, two pay stubs), each sent by the page to the
  // bucket; the identity check's photos stand for the INE and the selfie and went through the API.
  expect(bucketPosts).toHaveLength(4);
  expect(bucketPosts.every((status) => status === 204)).toBe(true);
});
