import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  limits,
  messages,
  portals,
  searchResultHref,
  searchTypeCodes,
  searchTypeName,
  type IndustryTree,
} from '@wbn/contracts';
import { portalMeta } from '../apps/api/src/web/portal-meta.ts';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

// The shell (core spec section 2 "Shell") driven through the real product in Chromium.

let product: RunningProduct;
let browser: Browser;
let tree: IndustryTree[];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const res = await fetch(`${product.baseUrl}/api/catsys/industry/full-tree`);
  tree = ((await res.json()) as { data: IndustryTree[] }).data.slice().sort((a, b) => a.order - b.order);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const withPage = <T>(fn: (page: Page) => Promise<T>, options?: { width?: number; height?: number }) =>
  withNewPage(browser, fn, options);

/** GET / with a portal's Host header, as a crawler that runs no script would ask for it. */
function fetchAsHost(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
  });
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('shell', () => {
  it('renders sidebar categories, the banner search, footer columns and landmarks on the home page', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const sidebar = page.getByRole('navigation', { name: 'Industries' });
      const links = sidebar.locator('.sidebar__link');
      await expect.poll(() => links.count()).toBe(limits.topLevelIndustries);
      expect(tree).toHaveLength(limits.topLevelIndustries);
      // Each category links to a search by its name, in the tree's order.
      for (const [i, industry] of tree.entries()) {
        expect(await links.nth(i).textContent()).toBe(industry.name);
        expect(await links.nth(i).getAttribute('href')).toBe(searchResultHref({ search: industry.name }));
      }
      expect(await sidebar.getByRole('link', { name: 'All Categories' }).getAttribute('href')).toBe(
        '/industries',
      );

      // One search on the home page, in its banner (decision 0020).
      const search = page.getByRole('search');
      expect(await search.count()).toBe(1);
      expect(await search.isVisible()).toBe(true);
      expect(await page.locator('.banner').getByRole('search').count()).toBe(1);
      expect(await search.getByRole('searchbox').getAttribute('placeholder')).toBe(
        messages.searchPlaceholder,
      );

      // The spec's five columns (e2e/footer.e2e.ts follows every link).
      const columns = page.locator('footer [data-testid=footer-column] h2');
      await expect
        .poll(() => columns.allTextContents())
        .toEqual(['Company', 'Services', 'Manufacturers', 'Distributors', 'Buyers']);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about-us');
      expect(await footer.getByRole('link', { name: 'Advertise with Us' }).getAttribute('href')).toBe(
        '/advertise-with-us',
      );
      expect(await footer.getByRole('link', { name: 'Developers Zone' }).getAttribute('href')).toBe(
        '/developers',
      );
      expect(await footer.getByRole('link', { name: 'Gold membership' }).getAttribute('href')).toBe(
        '/membership-gold',
      );
      // The language links open this page (the home page) in that language (decision 0026).
      for (const [lang, code] of [
        ['English', 'en'],
        ['Español', 'es'],
        ['Italiano', 'it'],
        ['中文', 'zh'],
        ['Português', 'pt'],
        ['Deutsch', 'de'],
        ['Français', 'fr'],
      ])
        expect(await footer.getByRole('link', { name: lang, exact: true }).getAttribute('href')).toBe(
          `/${code}/`,
        );
      expect(await footer.textContent()).toMatch(/USA.*\+1 .*Europe.*\+34/s);

      // One page banner; a section's own <header> (e.g. the latest businesses) is not a landmark.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.locator('main#main-content').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Contact and help' }).getAttribute('href')).toBe(
        '/contact-us',
      );
      // Logged out: Login and (at this width) Register both leave for the auth service, coming back here.
      const login = await page.getByRole('link', { name: 'Login' }).getAttribute('href');
      // The tab's sign-in state rides along (decision 0011).
      expect(
        login?.startsWith(
          `${product.authUrl}/login?continue=${encodeURIComponent(`${product.baseUrl}/`)}&state=`,
        ),
      ).toBe(true);
      expect(
        await page
          .getByRole('navigation', { name: 'Account' })
          .getByRole('link', { name: 'Register' })
          .isVisible(),
      ).toBe(true);
    });
  });

  it('opens a flyout per category with at most 6 columns of at most 6 subcategories', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const links = page.locator('.sidebar__link');
      await expect.poll(() => links.count()).toBe(tree.length);
      expect(await page.locator('[data-testid=flyout]').count()).toBe(0);
      let sawViewMore = false;
      for (const [i, industry] of tree.entries()) {
        await links.nth(i).hover();
        const flyout = page.locator('[data-testid=flyout]');
        if (industry.categories.length === 0) {
          expect(await flyout.count()).toBe(0);
          continue;
        }
        await flyout.waitFor();
        expect(await flyout.count()).toBe(1);
        const categories = industry.categories.slice().sort((a, b) => a.order - b.order);
        const columns = flyout.locator('[data-testid=flyout-column]');
        expect(await columns.count()).toBe(Math.min(categories.length, limits.flyoutColumns));
        expect(await columns.count()).toBeLessThanOrEqual(6);
        for (let c = 0; c < (await columns.count()); c++) {
          const category = categories[c]!;
          const column = columns.nth(c);
          expect(await column.locator('.flyout__category').getAttribute('href')).toBe(
            searchResultHref({ search: category.name }),
          );
          const subs = column.locator('[data-testid=flyout-sub]');
          expect(await subs.count()).toBe(
            Math.min(category.subCategories.length, limits.flyoutItemsPerColumn),
          );
          expect(await subs.count()).toBeLessThanOrEqual(6);
          const more = column.locator('[data-testid=flyout-more]');
          expect(await more.count()).toBe(category.subCategories.length > 6 ? 1 : 0);
          if (category.subCategories.length > 6) {
            sawViewMore = true;
            expect(await more.getAttribute('href')).toBe('/industries');
          }
        }
        const moreCategories = flyout.locator('[data-testid=flyout-more-categories]');
        expect(await moreCategories.count()).toBe(categories.length > 6 ? 1 : 0);
        if (categories.length > 6) expect(await moreCategories.getAttribute('href')).toBe('/');
      }
      const dataHasLongColumn = tree.some((ind) =>
        ind.categories.slice(0, 6).some((c) => c.subCategories.length > 6),
      );
      expect(sawViewMore).toBe(dataHasLongColumn);

      // Leaving the sidebar closes the flyout; keyboard focus opens it too.
      await page.mouse.move(900, 600);
      await expect.poll(() => page.locator('[data-testid=flyout]').count()).toBe(0);
      await links.nth(1).focus();
      await page.locator('[data-testid=flyout]').waitFor();
      expect(await links.nth(1).getAttribute('aria-expanded')).toBe('true');
      // Tab goes on to the next industry (not through every subcategory)…
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(tree[2]!.name);
      // …and the right arrow steps into the open flyout, Escape back out of it.
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid=flyout]') !== null))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[data-testid=flyout]').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(tree[2]!.name);

      // A subcategory is a link to its search.
      await links.first().hover();
      const firstSub = page.locator('[data-testid=flyout-sub]').first();
      const subName = (await firstSub.textContent())!;
      await firstSub.click();
      await expect.poll(() => pathAndQuery(page)).toBe(searchResultHref({ search: subName }));
      await expect.poll(() => page.locator('[data-testid=flyout]').count()).toBe(0);
    });
  });

  it('has the search in the home banner, not in the header, and in the header on every other page', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      await page.locator('.banner').getByRole('search').waitFor();
      const header = page.getByRole('banner');
      expect(await header.getByRole('search').count()).toBe(0);

      // A link followed from the home page brings the header's bar back, with the same fields.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/about-us');
      await header.getByRole('search').waitFor();
      expect(await page.getByRole('search').count()).toBe(1);
      for (const name of ['Country', 'Search text'])
        expect(await header.getByRole('search').getByLabel(name, { exact: true }).first().isVisible()).toBe(
          true,
        );

      // And the logo, back to the home page, moves it into the banner again.
      await page.getByRole('link', { name: 'WBN home' }).filter({ visible: true }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.locator('.banner').getByRole('search').waitFor();
      expect(await header.getByRole('search').count()).toBe(0);
    });
  });

  it('the banner search works from the keyboard at 375px, as the header bar does', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${product.baseUrl}/`);
        const bar = page.locator('.banner').getByRole('search');
        const country = bar.getByRole('combobox', { name: 'Country' });
        await expect.poll(() => country.inputValue()).toBe('Global');
        // No sideways scrolling with the bar in the banner.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);

        // The type list by keyboard: focus it, open it with Enter, pick Exporters with the arrows.
        const type = bar.locator('[data-testid=search-type]');
        await expect.poll(() => type.isEnabled()).toBe(true);
        await type.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('listbox').waitFor();
        const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        for (let i = 0; i < searchTypeCodes.length && (await focused()) !== 'Exporters'; i++)
          await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => type.textContent()).toContain('Exporters');

        // Tab goes on to the country box, its text selected, so typing replaces "Global".
        await page.keyboard.press('Tab');
        await expect.poll(() => country.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('ital');
        await page.getByRole('option', { name: /Italy/ }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => country.inputValue()).toBe('Italy');

        // Past the country list's button (out of the tab order), Tab reaches the text box.
        await page.keyboard.press('Tab');
        const text = bar.getByRole('searchbox');
        await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('olive oil');
        await page.keyboard.press('Enter');
        await expect
          .poll(() => pathAndQuery(page))
          .toBe(searchResultHref({ business: 'EX', countries: 'IT', search: 'olive oil' }));
        // On the results page the header's bar shows what was searched.
        const header = page.getByRole('banner').getByRole('search');
        await expect.poll(() => header.getByRole('searchbox').inputValue()).toBe('olive oil');
        await expect.poll(() => header.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Italy');
      },
      { width: 375, height: 800 },
    );
  });

  it('searches on Enter and on the icon, and follows the address on /search-result', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const bar = page.getByRole('search');
      const typeButton = bar.locator('[data-testid=search-type]');
      const country = bar.getByRole('combobox', { name: 'Country' });
      const text = bar.getByRole('searchbox');
      await expect.poll(() => country.inputValue()).toBe('Global');
      expect(await typeButton.textContent()).toContain('Manufacturers');

      // The type list offers all 11 types by name.
      await typeButton.click();
      const options = page.getByRole('listbox').getByRole('option');
      expect(await options.allTextContents()).toEqual(searchTypeCodes.map(searchTypeName));
      await page.getByRole('option', { name: 'Distributors' }).click();

      await country.click();
      await country.fill('mexi');
      // The country list filters as one types.
      const countryOptions = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => countryOptions.allTextContents()).toEqual([expect.stringMatching(/Mexico$/)]);
      await page.getByRole('option', { name: /Mexico/ }).click();
      expect(await country.inputValue()).toBe('Mexico');

      await text.fill('steel & pipes/valves');
      await text.press('Enter');
      await expect
        .poll(() => pathAndQuery(page))
        .toBe('/search-result?business=DI&countries=MX&search=steel%20%26%20pipes%2Fvalves');

      // The icon button does the same.
      await text.fill('gear boxes');
      await bar.getByRole('button', { name: 'Search', exact: true }).click();
      await expect
        .poll(() => pathAndQuery(page))
        .toBe('/search-result?business=DI&countries=MX&search=gear%20boxes');

      // A new address updates the bar's fields.
      await page.goto(
        `${product.baseUrl}${searchResultHref({ business: 'IM', countries: 'IT', search: 'olive oil' })}`,
      );
      await expect.poll(() => text.inputValue()).toBe('olive oil');
      await expect.poll(() => country.inputValue()).toBe('Italy');
      expect(await typeButton.textContent()).toContain('Importers');

      // So does history (a client-side navigation).
      await page.goto(`${product.baseUrl}/search-result?business=PR&countries=global&search=pumps`);
      await expect.poll(() => text.inputValue()).toBe('pumps');
      await page.evaluate(() => {
        history.pushState(null, '', '/search-result?business=CO&countries=DE&search=audit%20%26%20tax');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => text.inputValue()).toBe('audit & tax');
      await expect.poll(() => country.inputValue()).toBe('Germany');
      expect(await typeButton.textContent()).toContain('Consultants');
      await page.goBack();
      await expect.poll(() => text.inputValue()).toBe('pumps');
      expect(await typeButton.textContent()).toContain('Products');
      expect(await country.inputValue()).toBe('Global');
    });
  });

  it('sends an unknown path to the home page', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/no/such/page-here`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.locator('.banner').waitFor();
    });
  });

  it('opens a followed link at the top of the new page, with focus on its content', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      await page.locator('.banner').waitFor();
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/terms-and-conditions');
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await expect.poll(() => page.title()).toMatch(/^Terms and conditions \| /);
    });
  });

  it('at 600px shows the hamburger and a mobile menu that Escape closes', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${product.baseUrl}/`);
        expect(await page.locator('.sidebar').isVisible()).toBe(false);
        const hamburger = page.getByRole('button', { name: 'Open menu' });
        expect(await hamburger.isVisible()).toBe(true);
        // Register is for 992px and wider; Login stays.
        expect(
          await page
            .getByRole('navigation', { name: 'Account' })
            .getByRole('link', { name: 'Register' })
            .isVisible(),
        ).toBe(false);
        expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

        await hamburger.click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.waitFor();
        expect(await dialog.getByText('MAIN MENU', { exact: true }).isVisible()).toBe(true);
        expect(await dialog.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
        expect(await dialog.getByRole('link', { name: 'Articles' }).getAttribute('href')).toBe('/b2b-tips');
        expect(await dialog.getByRole('link', { name: 'Industries' }).getAttribute('href')).toBe(
          '/industries',
        );
        expect(await dialog.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
          '/contact-us',
        );
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);

        // It also closes when one of its links is followed.
        await hamburger.click();
        await dialog.waitFor();
        await dialog.getByRole('link', { name: 'Industries' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/industries');
        await expect.poll(() => dialog.count()).toBe(0);
      },
      { width: 600, height: 900 },
    );
  });

  it('gives each country portal its own title in its language, in the page and in the served HTML', async () => {
    const titles: Record<string, string> = {};
    for (const id of ['mexico', 'italy']) {
      const portal = portals.find((p) => p.id === id)!;
      const expected = portalMeta(portal, portal.language).title;
      const html = await fetchAsHost(product.port, new URL(product.portalUrl(id)).host);
      expect(html).toContain(`<title>${expected}</title>`);
      titles[id] = await withPage(async (page) => {
        await page.goto(`${product.portalUrl(id)}/`);
        await page.locator('.banner').waitFor();
        return page.title();
      });
      expect(titles[id]).toBe(expected);
    }
    expect(titles.mexico).toContain('B2B México');
    expect(titles.italy).toContain('B2B Italia');
    expect(titles.mexico).not.toBe(titles.italy);
  });

  it('has no serious or critical accessibility violations on the home page', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      await page.locator('.sidebar__link').first().waitFor();
      await page.locator('.banner').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
