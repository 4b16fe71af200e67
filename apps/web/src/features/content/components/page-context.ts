import { createContext, useContext } from 'react';

export interface TipMeta {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
}

/** What a widget may know about the page it sits in. */
export interface PageContextValue {
  /** The page's front matter. */
  meta: Record<string, string>;
  /** Route path of the page (as in contracts' pageRoutes). */
  path: string;
  /** Front matter of the seven tips, on pages that list them. */
  tips: TipMeta[];
}

export const PageContext = createContext<PageContextValue>({ meta: {}, path: '/', tips: [] });
export const usePageContext = () => useContext(PageContext);
