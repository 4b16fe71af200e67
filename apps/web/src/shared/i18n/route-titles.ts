import { isUiLanguage, sourceLanguage, type UiLanguage } from '@wbn/contracts';
import type { RouteTitles } from '@wbn/contracts/route-titles';

// The page routes' titles (decision 0030) come one language at a time, each a small chunk of its
// own, for the pages that show one (the "opens soon" page, the content pages): the first load
// carries none of them. A page's route fetches its language's beside the page's code. No React
// here (the hook is use-route-title.ts): a route fetching these must not split React's chunk.
const files: Record<UiLanguage, () => Promise<{ default: RouteTitles }>> = {
  en: () => import('@wbn/contracts/route-titles/en'),
  es: () => import('@wbn/contracts/route-titles/es'),
  pt: () => import('@wbn/contracts/route-titles/pt'),
  it: () => import('@wbn/contracts/route-titles/it'),
  de: () => import('@wbn/contracts/route-titles/de'),
  fr: () => import('@wbn/contracts/route-titles/fr'),
  zh: () => import('@wbn/contracts/route-titles/zh'),
};

const asLanguage = (language: string): UiLanguage => (isUiLanguage(language) ? language : sourceLanguage);

/**
 * A language's titles on their way; once here, marked the way React's use() reads a settled
 * promise, so that a page whose route fetched them renders without suspending.
 */
type Loading = Promise<RouteTitles> & { status?: 'fulfilled'; value?: RouteTitles };
const loading = new Map<UiLanguage, Loading>();

/** Fetches a language's route titles (once). */
export function loadRouteTitles(language: string): Promise<RouteTitles> {
  const code = asLanguage(language);
  let titles = loading.get(code);
  if (!titles) {
    const started: Loading = files[code]().then((file) => {
      started.status = 'fulfilled';
      started.value = file.default;
      return file.default;
    });
    loading.set(code, started);
    titles = started;
  }
  return titles;
}
