import { useEffect } from 'react';
import { useNavigationType } from 'react-router';
import { withPageTitle } from '@wbn/contracts';
import { runtimeConfig } from '../config/runtime-config.ts';

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Every page calls this once: it sets the document title, meta description and keywords keyed to
 * the current portal's country (the words the server wrote into the HTML, in the page's language),
 * and scrolls the window to the top when the page opens through a link. Back and forward (POP) are
 * left to the router's scroll restoration, so the visitor returns to where they were.
 */
export function usePageMeta(title?: string): void {
  const navigationType = useNavigationType();

  useEffect(() => {
    const { meta } = runtimeConfig();
    document.title = withPageTitle(meta.title, title);
    if (meta.description) setMeta('description', meta.description);
    if (meta.keywords) setMeta('keywords', meta.keywords);
  }, [title]);

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only when the page opens, not when the same page's query changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
