import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultSocialLinks, matchPageRoute } from '@wbn/contracts';
import { pageRouteTitle } from '@wbn/contracts/route-titles';
import { footerColumns } from '../apps/web/src/app/shell/footer-links.ts';
import footerStrings from '../apps/web/src/app/shell/locales/footer/en.json';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

// The footer (public-pages section 2 "Footer link data") and the pages behind it, in the running
// product: every link of the footer data opens a page of its own, the social links come from the
// configuration, and the Developers Zone reads the API's own OpenAPI document.

const linkedIn = 'https://www.linkedin.com/company/example-industrial-network';

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // One site's address configured, one left out: the footer follows the configuration.
  [product, browser] = await Promise.all([
    startProduct({ SOCIAL_LINKEDIN_URL: linkedIn, SOCIAL_X_URL: '' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const withPage = <T>(fn: (page: Page) => Promise<T>, options?: { width?: number; height?: number }) =>
  withNewPage(browser, fn, options);

const label = (key: string) => (footerStrings.links as Record<string, string>)[key]!;
const links = footerColumns.flatMap((column) => column.links);
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the footer', () => {
  it('has every link of the footer data, each answered by the server with the page, not a redirect', async () => {
    expect(links.length).toBeGreaterThanOrEqual(28);
    for (const link of links) {
      // Any path that is no page gets a 302 to / from the server.
      const res = await fetch(`${product.baseUrl}${link.to}`, { redirect: 'manual' });
      expect(res.status, link.to).toBe(200);
      expect(await res.text(), link.to).toContain('<div id="root"></div>');
    }
  });

  it('opens a page of its own from every link, never the home page, a missing page or an "opens soon" page', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/about-us`);
      const footer = page.getByRole('contentinfo');
      const columns = footer.locator('[data-testid=footer-column] h2');
      await expect
        .poll(() => columns.allTextContents())
        .toEqual(['Company', 'Services', 'Manufacturers', 'Distributors', 'Buyers']);

      // Followed one after the other, as a visitor would: the footer stays with every page.
      for (const link of links) {
        const anchor = footer.getByRole('link', { name: label(link.key), exact: true });
        expect(await anchor.getAttribute('href'), link.key).toBe(link.to);
        await anchor.click();
        await expect.poll(() => pathAndQuery(page)).toBe(link.to);
        const heading = page.locator('main h1');
        await heading.first().waitFor();
        expect(await heading.count(), link.key).toBe(1);
        expect((await heading.innerText()).trim().length, link.key).toBeGreaterThan(3);
        expect(await page.locator('.pending-page').count(), link.key).toBe(0);
        // The route's own title, not the home page's (a search's names what is searched).
        const path = link.to.split('?')[0]!;
        const title =
          path === '/search-result'
            ? ' search |'
            : `${pageRouteTitle('en', matchPageRoute(path)!.route.path)} |`;
        await expect.poll(() => page.title()).toContain(title);
        expect(new URL(page.url()).pathname, link.key).not.toBe('/');
      }
    });
  }, 240_000);

  it('shows the configured social accounts, labelled, opening in a new tab, and leaves out an empty one', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const social = page.getByRole('contentinfo').locator('.footer__social');
      await social.getByRole('heading', { name: 'Follow us' }).waitFor();
      const expected = [
        ['LinkedIn', linkedIn],
        ['Facebook', defaultSocialLinks.facebook],
        ['YouTube', defaultSocialLinks.youtube],
      ] as const;
      const anchors = social.getByRole('link');
      await expect.poll(() => anchors.count()).toBe(expected.length);
      for (const [i, [site, href]] of expected.entries()) {
        const anchor = anchors.nth(i);
        expect(await anchor.getAttribute('aria-label')).toBe(`WBN on ${site} (opens in a new tab)`);
        expect(await anchor.getAttribute('href')).toBe(href);
        expect(await anchor.getAttribute('target')).toBe('_blank');
        expect(await anchor.getAttribute('rel')).toBe('noopener noreferrer');
        // A drawn icon, hidden from assistive technology (the label names the site).
        expect(await anchor.locator('svg[aria-hidden=true]').count()).toBe(1);
      }
      expect(await social.getByRole('link', { name: /on X/ }).count()).toBe(0);

      // Reached with the keyboard, with a visible 40px target.
      await anchors.first().focus();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toContain(
        'LinkedIn',
      );
      const box = await anchors.first().boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(40);
      expect(box!.height).toBeGreaterThanOrEqual(40);
    });
  });

  it('fits a 375px screen, and the new pages have no serious accessibility violations', async () => {
    await withPage(
      async (page) => {
        for (const path of ['/', '/company-verification', '/international-logistics', '/price-list']) {
          await page.goto(`${product.baseUrl}${path}`);
          await page.locator('main h1').first().waitFor();
          await page.getByRole('contentinfo').locator('[data-testid=footer-column]').first().waitFor();
          expect(await noOverflow(page), path).toBeLessThanOrEqual(0);
          if (path !== '/') expect(await seriousA11yViolations(page), path).toEqual([]);
        }
      },
      { width: 375, height: 800 },
    );
  }, 180_000);
});

describe('the Developers Zone', () => {
  it("lists every operation of the API's OpenAPI document by tag, each opening to its parameters, body and answers", async () => {
    const doc = (await (await fetch(`${product.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const tagged = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((op) => op.tags?.length),
    );

    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/developers`);
      await page.getByRole('heading', { level: 1, name: 'Developers Zone' }).waitFor();
      // The guide's text comes first; the reference arrives with its own code and the document.
      await page.getByRole('heading', { name: 'Signing on' }).waitFor();
      const operations = page.locator('details.api-op');
      await expect.poll(() => operations.count()).toBe(tagged.length);
      expect(await page.getByText(`Showing ${tagged.length} of ${tagged.length} operations.`).count()).toBe(
        1,
      );

      // The tag list leads to its section.
      const tags = page.getByRole('navigation', { name: 'API reference sections' });
      await tags.getByRole('link', { name: /^search/ }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#api-tag-search');
      expect(new URL(page.url()).pathname).toBe('/developers');

      // The business search, opened by keyboard: its body fields with their rules, and its answers.
      const search = page.locator('#op-post-api-search-business');
      const summary = search.locator('summary');
      expect(await summary.innerText()).toMatch(/POST\s+\/api\/search\/business/);
      await summary.focus();
      await page.keyboard.press('Enter');
      const details = search.locator('.api-op__details');
      await details.waitFor();
      expect(await details.getByRole('heading', { name: 'Request body' }).count()).toBe(1);
      const body = await details.innerText();
      expect(body).toMatch(/textQuery\s+string\s+optional\s+at most 200 characters/);
      expect(body).toMatch(/size\s+integer\s+optional\s+from 1 to 50 · default 5/);
      expect(body).toMatch(/businessType\s+string\s+optional\s+one of MA, DI, WS/);
      expect(body).toContain('total_results');
      expect(body).toMatch(/\b200\b/);

      // An operation that needs a session says so; a path parameter is listed with its rules.
      const remove = page.locator('#op-delete-api-product-id');
      expect(await remove.locator('summary').innerText()).toContain('Sign-in');
      await remove.locator('summary').click();
      const params = remove.getByRole('region', { name: 'Parameters' });
      await params.waitFor();
      expect(await params.getByRole('rowheader').allTextContents()).toContain('id');

      // The filter narrows the list to the operations whose method, path or summary match.
      await page.getByRole('searchbox', { name: 'Filter the operations' }).fill('post search');
      await expect.poll(() => operations.count()).toBe(3);
      expect(await page.locator('.api-op__path').allTextContents()).toEqual([
        '/api/search/business',
        '/api/search/product',
        '/api/user/search',
      ]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }, 180_000);

  it('reads well on a 375px screen', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${product.baseUrl}/developers`);
        await page.locator('details.api-op').first().waitFor();
        await page.locator('#op-post-api-search-business summary').click();
        await page.locator('#op-post-api-search-business .api-op__details').waitFor();
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      },
      { width: 375, height: 800 },
    );
  });
});
