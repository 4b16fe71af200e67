// @vitest-environment happy-dom
// Error boundaries run only in a browser-like render (react-dom/server skips them): this file
// renders into happy-dom's document with react-dom/client.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@wbn/contracts';
import './i18n-all.ts';
import { countriesQuery, industryTreeQuery } from '../shared/api/reference-data.ts';
import { SectionBoundary } from '../shared/ui/SectionBoundary.tsx';
import { Layout, withErrorElements } from './shell/index.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Throws while rendering until `healed` (a section that works again after a retry). */
let healed = false;
function Broken(): never | string {
  if (healed) return 'the section works again';
  throw new Error('a section that cannot render');
}

/** The app's frame around its pages, as router.tsx builds it (no boundary but the pages' own). */
const pages: RouteObject[] = [
  { path: '/', element: <p>the home page</p> },
  { path: '/broken', element: <Broken /> },
  {
    path: '/sections',
    element: (
      <>
        <SectionBoundary retryLabel="Try again">
          <Broken />
        </SectionBoundary>
        <SectionBoundary retryLabel="Try again">
          <p>the sibling section</p>
        </SectionBoundary>
      </>
    ),
  },
];
const routes: RouteObject[] = [{ element: <Layout />, children: [{ children: withErrorElements(pages) }] }];

let root: Root;
let container: HTMLElement;

async function open(path: string) {
  // The frame's reference data, already here: nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(countriesQuery.queryKey, []);
  client.setQueryData(industryTreeQuery.queryKey, []);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

const main = () => container.querySelector('main')!;
const frameIsThere = () => {
  expect(container.querySelector('header')).not.toBeNull();
  expect(container.querySelector('footer')).not.toBeNull();
  expect(container.querySelector('nav')).not.toBeNull();
};

describe('error boundaries', () => {
  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    // The footer comes in a chunk of its own just after the first render: here, already loaded.
    const { loadFooterStrings } = await import('./shell/components/Footer.tsx');
    await loadFooterStrings('en');
  });
  beforeEach(() => {
    healed = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // React reports each caught error on the console; the test expects them.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it('show a page that throws as a message inside the frame, and the next page as usual', async () => {
    const router = await open('/broken');
    frameIsThere();
    const alert = main().querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(messages.unexpectedErrorRefresh);
    expect(alert?.querySelector('button')?.textContent).toBe('Refresh the page');

    await act(() => router.navigate('/'));
    expect(main().textContent).toContain('the home page');
    expect(main().querySelector('[role="alert"]')).toBeNull();
  });

  it('keep a section that throws to itself: its sibling renders, and a retry renders it again', async () => {
    await open('/sections');
    frameIsThere();
    expect(main().textContent).toContain('the sibling section');
    const alert = main().querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(messages.errorLoadingData);
    // The page as a whole did not fail.
    expect(main().textContent).not.toContain(messages.unexpectedErrorRefresh);

    healed = true;
    await act(async () => alert.querySelector('button')!.click());
    expect(main().textContent).toContain('the section works again');
    expect(main().textContent).toContain('the sibling section');
    expect(main().querySelector('[role="alert"]')).toBeNull();
  });

  it('give every route, nested ones too, an error element of its own', () => {
    const given = withErrorElements([
      { path: '/a', element: null },
      {
        children: [
          { path: '/b', element: null },
          { index: true, element: null },
        ],
      },
    ]);
    expect(given.every((r) => r.errorElement)).toBe(true);
    expect(given[1]!.children!.every((r) => r.errorElement)).toBe(true);
  });
});
