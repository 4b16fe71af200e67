import type { UiLanguage } from '../languages.ts';
import en, { type RouteTitleKey, type RouteTitles } from './en.ts';
import es from './es.ts';
import pt from './pt.ts';
import it from './it.ts';
import de from './de.ts';
import fr from './fr.ts';
import zh from './zh.ts';
import { routeTitleKeys } from './by-route.ts';

export type { RouteTitleKey, RouteTitles };
export { routeTitleKeys };

/**
 * Every route title in every language, for the server (`@wbn/contracts/route-titles`, not in the
 * package's index: the web app loads one language's file, `@wbn/contracts/route-titles/<code>`).
 */
export const routeTitles: Readonly<Record<UiLanguage, RouteTitles>> = { en, es, pt, it, de, fr, zh };

/** A page route's title in a language, by the route's pattern (none for the home page). */
export function pageRouteTitle(language: UiLanguage, routePath: string): string | undefined {
  const key = routeTitleKeys[routePath];
  return key && routeTitles[language][key];
}
