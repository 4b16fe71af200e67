import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';
import { prefetchFrameData, queryClient } from './query-client.ts';
import { StreamProvider } from '../shared/events/index.ts';
import './i18n.ts';
import './global.css';

prefetchFrameData();

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
