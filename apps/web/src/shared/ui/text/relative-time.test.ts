import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from './relative-time.ts';

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const ago = (seconds: number) => relativeTime(now - seconds * 1000, now);

describe('relativeTime', () => {
  it('reads like a feed', () => {
    expect(ago(10)).toBe('now');
    expect(ago(-20)).toBe('now'); // a clock slightly behind the server's
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(24 * 3600)).toBe('yesterday');
    expect(ago(3 * 24 * 3600)).toBe('3 days ago');
  });

  it('gives the date after a week, with the year when it is not this one', () => {
    expect(ago(30 * 24 * 3600)).toMatch(/^(May 16|16 May)$/);
    expect(relativeTime(Date.UTC(2024, 0, 9, 12), now)).toMatch(/2024/);
  });

  it('has a full date and time for the tooltip', () => {
    expect(fullDateTime(now)).toMatch(/2026/);
    expect(fullDateTime(now)).toMatch(/June/);
  });
});
