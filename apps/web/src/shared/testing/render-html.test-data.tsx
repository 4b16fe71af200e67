import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Server-renders a piece of the app with a router at `path` (matched against `pattern`) and a
 * query cache holding `data` (and `errors`: keys whose call failed), so a test sees the markup a
 * user gets once the calls have answered. Tests import app/i18n-all.ts themselves for the strings.
 */
export function renderHtml(
  node: ReactNode,
  {
    path = '/',
    pattern,
    data = [],
    errors = [],
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }: {
    path?: string;
    pattern?: string;
    data?: [readonly unknown[], unknown][];
    errors?: (readonly unknown[])[];
    client?: QueryClient;
  } = {},
): string {
  for (const [key, value] of data) client.setQueryData(key, value);
  for (const key of errors) {
    // As after the retries gave up (otherwise mounting would show a fresh attempt).
    client.setQueryDefaults(key, { retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle' });
  }
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
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
