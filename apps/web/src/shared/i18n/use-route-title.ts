import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitleKeys } from '@wbn/contracts/route-titles/by-route';
import { loadRouteTitles } from './route-titles.ts';

/**
 * A page route's title in the page's language, by the route's pattern (decision 0030); suspends
 * while that language's titles are on their way (not at all when the page's route fetched them,
 * as the content routes do).
 */
export function useRouteTitle(routePath: string): string | undefined {
  const titles = use(loadRouteTitles(useTranslation().i18n.language));
  const key = routeTitleKeys[routePath];
  return key && titles[key];
}
