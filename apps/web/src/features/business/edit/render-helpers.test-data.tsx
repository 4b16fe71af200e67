import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../app/i18n-all.ts';

/**
 * Server-renders a piece of the business screens with a router at `path` (matched against
 * `pattern`) and a query cache holding `data`, so the tests see the markup a user would get once
 * the calls have answered.
 */
export function renderAt(
  node: ReactNode,
  {
    path = '/',
    pattern,
    data = [],
  }: { path?: string; pattern?: string; data?: [readonly unknown[], unknown][] } = {},
): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {pattern ? (
          <Routes>
            <Route path={pattern} element={node} />
          </Routes>
        ) : (
          node
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text content of the markup, entities decoded, tags and React's comment markers gone. */
export const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
