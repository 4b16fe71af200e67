// @vitest-environment happy-dom
// The "opens soon" page under its route's title in the page's language (decision 0030): the
// titles come in a chunk per language, and the document title puts the page's in front of the
// portal's words the server wrote (#wbn-config).
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from './i18n-all.ts';
import { PendingPage } from './pending-page.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// What the server writes into the page, there before the app reads its configuration.
const portalWords = vi.hoisted(() => {
  const words = {
    title: 'B2B Mexiko | Hersteller, Lieferanten, Exporteure und Importeure',
    description: 'WBN Mexiko – das kostenlose B2B-Netzwerk für Import und Export',
    keywords: 'Hersteller Mexiko',
  };
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'wbn-config';
  config.textContent = JSON.stringify({ portal: 'mexico', meta: words });
  document.head.append(config);
  return words;
});

let root: Root;
let container: HTMLElement;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterAll(() => {
  act(() => root.unmount());
  container.remove();
});

/** Waits, a turn at a time, until the page shows a heading. */
async function heading(): Promise<string> {
  for (let i = 0; i < 50 && !container.querySelector('h1'); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return container.querySelector('h1')?.textContent ?? '';
}

describe('the page of a route not built yet', () => {
  it("shows the route's title in the page's language, and in the document title", async () => {
    await act(() => i18next.changeLanguage('de'));
    await act(async () =>
      root.render(
        <MemoryRouter>
          <Suspense fallback={<p>loading</p>}>
            <PendingPage path="/search-result" />
          </Suspense>
        </MemoryRouter>,
      ),
    );
    expect(await heading()).toBe('Suchergebnisse');
    expect(document.title).toBe(`Suchergebnisse | ${portalWords.title}`);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'Hersteller Mexiko',
    );

    // Another language: its titles arrive, and the page follows.
    await act(() => i18next.changeLanguage('zh'));
    for (let i = 0; i < 50 && (await heading()) !== '搜索结果'; i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(await heading()).toBe('搜索结果');
    expect(document.title).toBe(`搜索结果 | ${portalWords.title}`);
  });
});
