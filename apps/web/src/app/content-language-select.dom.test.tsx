// @vitest-environment happy-dom
// "Written in" chosen with the keyboard alone, in a browser-like document (react-dom/client).
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import './i18n-all.ts';
import { ContentLanguageSelect } from '../shared/ui/form/ContentLanguageSelect.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root;
let container: HTMLElement;
let chosen: (string | null)[];

/** The select as a form holds it: the stored language first, what the author picks after. */
function Harness({ stored }: { stored: string | null }) {
  const [value, setValue] = useState(stored);
  return (
    <ContentLanguageSelect
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
    />
  );
}

const button = () => container.querySelector<HTMLButtonElement>('button')!;
const shown = () => container.querySelector('.wbn-select__value')!.textContent;
/**
 * In a browser the open list moves the focus onto its first row in an animation frame after the
 * popover's transition, which happy-dom does not run: the test puts it there, as the list would.
 */
const enterList = () => act(() => document.querySelector<HTMLElement>('[role="option"]')!.focus());
/** The row the keyboard is on. */
const focused = () => document.querySelector<HTMLElement>('[role="option"][data-focused]');
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

async function key(target: Element, name: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
  });
}

async function render(stored: string | null) {
  await act(async () => root.render(<Harness stored={stored} />));
}

describe('Written in', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    chosen = [];
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  it('is labelled, detects by default and lists the seven languages by their own names', async () => {
    await render(null);
    const label = container.querySelector('.wbn-field__label')!;
    expect(label.textContent).toBe('Written in');
    expect(button().getAttribute('aria-labelledby')).toContain(label.id);
    expect(shown()).toBe('Detect automatically');
    act(() => button().focus());
    await key(button(), 'ArrowDown');
    expect(options().map((o) => o.textContent)).toEqual([
      'Detect automatically',
      'English',
      'Español',
      'Português',
      'Italiano',
      'Deutsch',
      'Français',
      '中文',
    ]);
  });

  it('takes a language with the arrow keys and Enter, and goes back to detecting', async () => {
    await render(null);
    act(() => button().focus());
    await key(button(), 'ArrowDown');
    // The list opens on its first row; three rows down is Português.
    await enterList();
    for (let i = 0; i < 3; i += 1) await key(document.activeElement!, 'ArrowDown');
    expect(focused()!.textContent).toBe('Português');
    await key(focused()!, 'Enter');
    expect(chosen).toEqual(['pt']);
    expect(shown()).toBe('Português');

    act(() => button().focus());
    await key(button(), 'ArrowDown');
    await enterList();
    await key(document.activeElement!, 'End');
    await key(document.activeElement!, 'Home');
    await key(focused()!, 'Enter');
    expect(chosen).toEqual(['pt', null]);
    expect(shown()).toBe('Detect automatically');
  });

  it('shows the language a text was stored with, one beyond the seven too', async () => {
    await render('zh');
    expect(shown()).toBe('中文');
    await act(async () => root.unmount());
    root = createRoot(container);
    await render('ru');
    expect(shown()).toBe('русский');
  });
});
