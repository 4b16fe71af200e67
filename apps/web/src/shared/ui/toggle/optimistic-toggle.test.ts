import { describe, expect, it } from 'vitest';
import {
  dueCall,
  initialToggleState,
  toggleReducer,
  toggleView,
  type ToggleEvent,
  type ToggleState,
} from './optimistic-toggle.ts';

const run = (events: ToggleEvent[], from: ToggleState = initialToggleState) =>
  events.reduce(toggleReducer, from);
const loaded = (on: boolean, count: number): ToggleEvent => ({ type: 'loaded', snapshot: { on, count } });
const succeeded = (on: boolean, count: number): ToggleEvent => ({
  type: 'succeeded',
  snapshot: { on, count },
});

describe('optimistic like/follow toggle (spec §4)', () => {
  it('shows nothing and sends nothing before the first load', () => {
    const s = run([{ type: 'pressed' }]);
    expect(toggleView(s)).toBeNull();
    expect(dueCall(s)).toBeNull();
  });

  it('a press shows the new state and count at once and asks for the call', () => {
    const s = run([loaded(false, 4), { type: 'pressed' }]);
    expect(toggleView(s)).toEqual({ on: true, count: 5 });
    expect(dueCall(s)).toBe(true);
  });

  it('success keeps the server answer and sends nothing more', () => {
    const s = run([loaded(false, 4), { type: 'pressed' }, { type: 'sent' }, succeeded(true, 7)]);
    expect(toggleView(s)).toEqual({ on: true, count: 7 });
    expect(dueCall(s)).toBeNull();
  });

  it('a failed like goes back to not liked with the old count', () => {
    const s = run([loaded(false, 4), { type: 'pressed' }, { type: 'sent' }, { type: 'failed' }]);
    expect(toggleView(s)).toEqual({ on: false, count: 4 });
    expect(dueCall(s)).toBeNull();
  });

  it('a failed unlike goes back to liked with the old count', () => {
    const s = run([loaded(true, 4), { type: 'pressed' }]);
    expect(toggleView(s)).toEqual({ on: false, count: 3 });
    expect(dueCall(s)).toBe(false);
    const after = run([{ type: 'sent' }, { type: 'failed' }], s);
    expect(toggleView(after)).toEqual({ on: true, count: 4 });
  });

  it('never shows a negative count', () => {
    expect(toggleView(run([loaded(true, 0), { type: 'pressed' }]))).toEqual({ on: false, count: 0 });
  });

  it('presses while a call is in flight collapse to the last intent', () => {
    let s = run([loaded(false, 4), { type: 'pressed' }, { type: 'sent' }]);
    s = run([{ type: 'pressed' }, { type: 'pressed' }, { type: 'pressed' }], s);
    // Three more presses: wanted is off again, shown at once; nothing sent while busy.
    expect(toggleView(s)).toEqual({ on: false, count: 4 });
    expect(dueCall(s)).toBeNull();
    // The like arrives; one unlike follows to reach what was asked last.
    s = toggleReducer(s, succeeded(true, 5));
    expect(toggleView(s)).toEqual({ on: false, count: 4 });
    expect(dueCall(s)).toBe(false);
    s = run([{ type: 'sent' }, succeeded(false, 4)], s);
    expect(dueCall(s)).toBeNull();
    expect(toggleView(s)).toEqual({ on: false, count: 4 });
  });

  it('an even number of presses before sending sends nothing', () => {
    const s = run([loaded(false, 4), { type: 'pressed' }, { type: 'pressed' }]);
    expect(dueCall(s)).toBeNull();
    expect(toggleView(s)).toEqual({ on: false, count: 4 });
  });

  it('a reload while a press is pending does not undo it; when idle it is taken', () => {
    let s = run([loaded(false, 4), { type: 'pressed' }, loaded(false, 9)]);
    expect(toggleView(s)).toEqual({ on: true, count: 5 });
    s = run([{ type: 'sent' }, succeeded(true, 10), loaded(true, 12)], s);
    expect(toggleView(s)).toEqual({ on: true, count: 12 });
  });
});
