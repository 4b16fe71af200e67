// @vitest-environment happy-dom
// The search bar names the search types in the page's language, in its inert first copy and in
// the type list that replaces it (the shell's `search.types`, by code).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from '../../i18n-all.ts';
import { countriesQuery } from '../../../shared/api/reference-data.ts';
import { SearchBar } from './SearchBar.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root;
let container: HTMLElement;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterAll(async () => {
  act(() => root.unmount());
  container.remove();
  await i18next.changeLanguage('en');
});

const turn = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function renderIn(language: string, url: string) {
  await act(() => i18next.changeLanguage(language));
  await act(() => i18next.loadNamespaces('shell'));
  // Countries are seeded: the bar asks for them, and the test has no API.
  const client = new QueryClient();
  client.setQueryData(countriesQuery.queryKey, []);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <SearchBar />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

/** The names the type list offers, once React Aria's Select has replaced the inert copy. */
async function listedTypes(): Promise<string[]> {
  const trigger = () => container.querySelector<HTMLButtonElement>('[data-testid="search-type"]');
  for (let i = 0; i < 100 && trigger()?.disabled !== false; i += 1) await turn();
  expect(trigger()?.disabled).toBe(false);
  await act(async () => {
    trigger()!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    trigger()!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    trigger()!.click();
  });
  for (let i = 0; i < 50 && !document.querySelector('[role="option"]'); i += 1) await turn();
  return [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
}

describe('the search bar in the page language', () => {
  it('names the types in Chinese, first in the inert copy, then in the list', async () => {
    await renderIn('zh', '/search-result?business=EX&countries=global&search=');
    const value = () => container.querySelector('.select-trigger__value')?.textContent;
    expect(value()).toBe('出口商');
    const names = await listedTypes();
    expect(names).toEqual([
      '产品',
      '用户',
      '制造商',
      '分销商',
      '批发商',
      '进口商',
      '出口商',
      '零售商',
      '投资者',
      '咨询顾问',
      '政府机构',
    ]);
    expect(value()).toBe('出口商');
  });

  it('names the types in German', async () => {
    await act(() => root.render(<></>));
    await renderIn('de', '/search-result?business=WS&countries=global&search=');
    expect(container.querySelector('.select-trigger__value')?.textContent).toBe('Großhändler');
    const names = await listedTypes();
    expect(names).toContain('Hersteller');
    expect(names).not.toContain('Manufacturers');
  });
});
