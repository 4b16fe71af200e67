import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';
import { StreamProvider } from '../shared/events/index.ts';
import './i18n.ts';
import './global.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The signed-in tab's live events (its EventSource code loads after the first render). */}
      <StreamProvider>
        <RouterProvider router={router} />
      </StreamProvider>
    </QueryClientProvider>
  );
}
