import { describe, expect, it } from 'vitest';
import { unreadCount } from './unread-notifications.js';

describe("the frame's unread count", () => {
  it('takes the count from the notifications answer', () => {
    expect(unreadCount.parse({ count: 3, results: [], unread_count: 2 })).toBe(2);
    expect(unreadCount.parse({ unread_count: 0 })).toBe(0);
  });

  it('refuses an answer without a whole, non-negative count', () => {
    for (const answer of [null, {}, { unread_count: '2' }, { unread_count: -1 }, { unread_count: 1.5 }])
      expect(() => unreadCount.parse(answer), JSON.stringify(answer)).toThrow(TypeError);
  });
});
