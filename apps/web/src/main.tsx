import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { i18nReady } from './app/i18n.ts';

// The first render waits for the frame's strings in the page's language (bundled for English, one
// small chunk otherwise), so no one sees a flash of another language or of string keys. A failed
// load still renders: the route's error page then offers a refresh.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
