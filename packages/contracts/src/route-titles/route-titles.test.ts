import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../languages.ts';
import { pageRoutes } from '../routes.ts';
import en, { type RouteTitleKey } from './en.ts';
import { pageRouteTitle, routeTitleKeys, routeTitles } from './index.ts';

// Every page route's title in every language: the server writes it into the page's HTML, the web
// app shows it (decision 0030). A title missing from one language fails here.

const keys = (Object.keys(en) as RouteTitleKey[]).sort();

describe('route titles', () => {
  it('gives every page route but the home page a title, and names no route that is not one', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(paths.filter((path) => !routeTitleKeys[path])).toEqual(['/']);
    expect(Object.keys(routeTitleKeys).filter((path) => !paths.includes(path))).toEqual([]);
    // Every English title is some route's.
    expect([...new Set(Object.values(routeTitleKeys))].sort()).toEqual(keys);
  });

  it.each(uiLanguages)('has every title in %s, each written out, and no other', (language) => {
    const titles = routeTitles[language];
    expect(Object.keys(titles).sort()).toEqual(keys);
    for (const key of keys) {
      const text = titles[key];
      expect(typeof text, `${language}.${key}`).toBe('string');
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(text, `${language}.${key}`).toBe(text.trim());
    }
  });

  it.each(uiLanguages.filter((l) => l !== 'en'))(
    'is translated into %s, not English left in place',
    (language) => {
      const same = keys.filter((key) => routeTitles[language][key] === en[key]);
      // A few may read the same (the French "Notifications", the German "Timeline"); most may not.
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(3);
    },
  );

  it.each(uiLanguages)('keeps %s in the file the web app loads for it', async (language) => {
    // The path the web app imports (`@wbn/contracts/route-titles/<code>`) is this folder's file.
    const file = (await import(/* @vite-ignore */ `./${language}.ts`)) as { default: unknown };
    expect(file.default).toBe(routeTitles[language]);
  });

  it('keeps the English titles the pages had, and finds each by its route', () => {
    expect(pageRouteTitle('en', '/membership-gold')).toBe('Gold membership');
    expect(pageRouteTitle('en', '/industrial-marketing-tip-2')).toBe('B2B export tips');
    expect(pageRouteTitle('en', '/business/:id/edit/:tab?')).toBe('Manage business');
    expect(pageRouteTitle('es', '/about-us')).toBe('Quiénes somos');
    expect(pageRouteTitle('zh', '/about-us')).toBe('关于我们');
    expect(pageRouteTitle('de', '/')).toBeUndefined();
  });
});
