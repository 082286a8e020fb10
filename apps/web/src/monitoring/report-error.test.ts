import { afterEach, describe, expect, it, vi } from 'vitest';

// Offline, without a service worker to serve it, the reporter's own code cannot be fetched.
vi.mock('./error-reporting.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../api/config.js', () => ({ currentPublicConfig: () => null }));

const { reportError } = await import('./report-error.js');

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

describe('reporting an error while the reporter cannot be fetched', () => {
  it('swallows the failed fetch instead of raising an error of its own to report', async () => {
    process.on('unhandledRejection', onRejection);
    reportError(new Error('first'), 'error');
    reportError(new Error('second'), 'unhandledrejection');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rejections).toEqual([]);
  });
});
