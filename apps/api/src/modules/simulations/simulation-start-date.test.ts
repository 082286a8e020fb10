import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type demoChoices, startPromoterServer } from '../../../test/support/applications.js';
import type { TestServer } from '../../../test/support/server.js';

// An attack's finding: start_date is any calendar date; near the year 9999 the schedule's
// dates run past what an ISO date holds (a 500 from Date.toISOString, or dates such as
// "99990-06-15" saved with the simulation).

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a simulation dated far away', () => {
  it.each(['9999-12-31', '9999-06-01', '0001-01-01'])(
    'starting on %s is a 400 naming start_date (five years around today at most), never a 500 or a year past 9999',
    async (startDate) => {
      const answer = await server.post<{ code?: string; errors?: Record<string, string[]> }>(
        '/api/v1/promoter/simulations/',
        {
          product: choices.product,
          affiliate: choices.affiliate,
          amount: 5000,
          term: 24,
          start_date: startDate,
        },
        { token: ana },
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toContain('start_date');
    },
    60_000,
  );
});
