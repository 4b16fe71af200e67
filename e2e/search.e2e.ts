import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages, searchResultHref } from '@wbn/contracts';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts } from './support/accounts.ts';

// Search (core spec §2 "Search results", public-pages §2 "Home body", "Industries directory")
// through the real product: the data is created through the API, as companies would register.

let browser: Browser;
let product: RunningProduct;
const { signUpByApi, api } = accounts(() => product);

/** Seven manufacturers in Automation › Industrial Robots: two pages of the same search. */
const robotMakers = [
  'Andes Robotics',
  'Baltic Robotics',
  'Cascade Robotics',
  'Danube Robotics',
  'Everest Robotics',
  'Fjord Robotics',
  'Gobi Robotics',
];
/** One newest company of each other home-page group (Food & Agriculture). */
const others = [
  { companyName: 'Harvest Lane Distribution', businessType: 'DI' },
  { companyName: 'Orchard Export House', businessType: 'EX' },
  { companyName: 'Field Advisory Partners', businessType: 'CO' },
];

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
  const owner = await signUpByApi({ firstName: 'Ingrid', lastName: 'Solberg' });
  const create = async (body: Record<string, unknown>) => {
    const res = await api(owner.token, '/business/profile/create', { method: 'POST', body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The answer is the saved profile as GET gives it: { data: profile, session }.
    return (res.body.data.data as { businessID: string }).businessID;
  };
  const firstMaker = await create({
    companyName: robotMakers[0],
    categories: ['i0001.c0001-01'],
    businessType: 'MA',
    country: 'MX',
    shortDescription: `${robotMakers[0]} builds articulated and collaborative robots for assembly lines.`,
  });
  const productRes = await api(owner.token, '/product', {
    method: 'POST',
    body: {
      businessID: firstMaker,
      name: 'Seam Welding Cell',
      description: 'A six-axis arm with a welding torch and a turntable, ready to bolt down.',
      industry: 'i0001',
      category: 'c0001-01',
      specs: [{ key: 'Reach', value: '1,400 mm' }],
      stock: true,
    },
  });
  expect(productRes.status, JSON.stringify(productRes.body)).toBe(200);
  for (const companyName of robotMakers.slice(1))
    await create({
      companyName,
      categories: ['i0001.c0001-01'],
      businessType: 'MA',
      country: 'MX',
      shortDescription: `${companyName} builds articulated and collaborative robots for assembly lines.`,
    });
  for (const other of others)
    await create({
      ...other,
      categories: ['i0011.c0011-01'],
      country: 'IT',
      shortDescription: `${other.companyName} works with growers and food processors.`,
    });
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const withPage = <T>(fn: (page: Page) => Promise<T>, options?: { width?: number; height?: number }) =>
  withNewPage(browser, fn, options);

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const heading = (page: Page) => page.locator('h1.search-page__heading');
const resultNames = (page: Page) => page.locator('[data-testid=business-result] h2').allTextContents();

/** Waits until the results list shows a page that is not the one before. */
async function waitForNames(page: Page, not: string[] = []): Promise<string[]> {
  let names: string[] = [];
  await expect
    .poll(async () => {
      names = await resultNames(page);
      return names.length > 0 && names.join('|') !== not.join('|');
    })
    .toBe(true);
  return names;
}

describe('search', () => {
  it('searching from the bar shows the heading and cards, and page 2 changes the results and the address', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const bar = page.getByRole('search', { name: 'Search the network' });
      await bar.getByRole('searchbox', { name: 'Search text' }).fill('robotics');
      await bar.getByRole('searchbox', { name: 'Search text' }).press('Enter');
      await page.waitForURL(/\/search-result\?/);
      expect(pathAndQuery(page)).toBe(searchResultHref({ search: 'robotics' }));

      await expect.poll(() => heading(page).textContent()).toMatch(/7 results in Manufacturers for robotics/);
      const first = await waitForNames(page);
      expect(first).toHaveLength(5);
      const card = page.locator('[data-testid=business-result]').first();
      await card.getByText('Automation', { exact: true }).waitFor();
      await card.getByText('----').waitFor(); // no year established yet
      await card.getByText('STANDARD').waitFor();
      await card.getByRole('link', { name: /Send Request/ }).waitFor();
      await card.getByRole('button', { name: /Save Business/ }).waitFor();
      expect(await page.title()).toContain('robotics');

      // Numbered pagination, no first or last buttons, the current page marked.
      const pages = page.getByRole('navigation', { name: 'Search result pages' });
      expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      expect(await pages.getByRole('link', { name: /first|last/i }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await pages.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/page=2/);
      expect(pathAndQuery(page)).toBe(`${searchResultHref({ search: 'robotics' })}&page=2`);
      const second = await waitForNames(page, first);
      expect(second).toHaveLength(2);
      expect(new Set([...first, ...second])).toEqual(new Set(robotMakers));
      expect(
        await page
          .getByRole('navigation', { name: 'Search result pages' })
          .getByRole('link', { name: 'Page 2' })
          .getAttribute('aria-current'),
      ).toBe('page');
      // The bar still shows what the address says.
      await expect
        .poll(() => page.getByRole('searchbox', { name: 'Search text' }).inputValue())
        .toBe('robotics');

      // Back returns to page 1 and its results.
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('page='));
      expect((await waitForNames(page, second)).sort()).toEqual(first.slice().sort());
    });
  });

  it('finds the other types from the bar and explains an empty search', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}${searchResultHref({ business: 'DI', search: 'harvest' })}`);
      await expect.poll(() => heading(page).textContent()).toMatch(/1 result in Distributors for harvest/);
      await page.getByRole('heading', { name: 'Harvest Lane Distribution' }).waitFor();

      await page.goto(`${product.baseUrl}${searchResultHref({ business: 'PR', search: 'welding cell' })}`);
      await expect.poll(() => heading(page).textContent()).toMatch(/1 result in Products for welding cell/);
      await page.getByRole('heading', { name: /Seam Welding Cell/ }).waitFor();

      await page.goto(`${product.baseUrl}${searchResultHref({ business: 'UR', search: 'Solberg' })}`);
      const user = page.locator('[data-testid=user-result]');
      await user.first().waitFor();
      await user.getByRole('heading', { name: 'Ingrid Solberg' }).waitFor();
      await user.getByText('--- / --- / ---').waitFor();
      expect(await user.getByRole('link', { name: /Go Profile/ }).getAttribute('href')).toMatch(
        /^\/profile\/[0-9a-f-]{36}$/,
      );

      await page.goto(
        `${product.baseUrl}${searchResultHref({ business: 'MA', countries: 'IT', search: 'zzqx unobtainium' })}`,
      );
      const empty = page.locator('[data-testid=search-empty]');
      await empty.waitFor();
      await empty.getByText(/Check the spelling/).waitFor();
      await empty.getByRole('link', { name: /Global/ }).click();
      await page.waitForURL((url) => url.searchParams.get('countries') === 'global');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A page deeper than the API serves: its sentence, without the field path, and a way back.
      await page.goto(`${product.baseUrl}${searchResultHref({ search: 'robotics' })}&page=99`);
      const refused = page.getByRole('alert').filter({ hasText: messages.errorLoadingData });
      await refused.getByRole('link', { name: 'Back to the first page' }).waitFor();
      expect(await refused.innerText()).not.toContain('body.skip');
    });
  });

  it('a sidebar industry and an /industries category land on their search', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      await page
        .getByRole('navigation', { name: 'Industries' })
        .getByRole('link', { name: 'Automation' })
        .click();
      await page.waitForURL(/\/search-result\?/);
      expect(pathAndQuery(page)).toBe(searchResultHref({ search: 'Automation' }));
      await expect.poll(() => heading(page).textContent()).toMatch(/in Manufacturers for Automation/);
      expect(robotMakers).toContain((await waitForNames(page))[0]);

      await page.goto(`${product.baseUrl}/industries`);
      const cards = page.locator('[data-testid=industry-card]');
      await expect.poll(() => cards.count()).toBe(15);
      expect(await page.title()).toContain('Industries');
      // Each card: icon, name, description, categories and subcategories, all search links.
      const automation = cards.first();
      expect(await automation.getByRole('heading', { level: 2 }).textContent()).toBe('Automation');
      expect(await automation.locator('.industry-card__description').textContent()).not.toBe('');
      expect(await automation.locator('svg.industry-icon').count()).toBeGreaterThan(0);
      const sub = automation.getByRole('link', { name: 'SCARA Robots' });
      expect(await sub.getAttribute('href')).toBe(searchResultHref({ search: 'SCARA Robots' }));
      expect(await seriousA11yViolations(page)).toEqual([]);

      await automation.getByRole('link', { name: 'Industrial Robots', exact: true }).click();
      await page.waitForURL(/\/search-result\?/);
      expect(pathAndQuery(page)).toBe(
        searchResultHref({ business: 'MA', countries: 'global', search: 'Industrial Robots' }),
      );
      await expect.poll(() => heading(page).textContent()).toMatch(/for Industrial Robots/);
      expect(robotMakers).toContain((await waitForNames(page))[0]);
    });
  }, 180_000); // axe over the ~900 links of /industries takes a while on a busy machine

  it('the home page shows the four groups of the latest businesses and the registration call', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const groups = page.locator('[data-testid=latest-group]');
      await expect.poll(() => groups.count()).toBe(4);
      await expect
        .poll(() => groups.locator('h3').allTextContents())
        .toEqual(['Manufacturers', 'Distributors', 'Exporters', 'Consultants']);
      await expect.poll(() => groups.nth(0).locator('[data-testid=company-card]').count()).toBe(3);
      // The newest three manufacturers.
      expect(new Set(await groups.nth(0).locator('[data-testid=company-card] h4').allTextContents())).toEqual(
        new Set(robotMakers.slice(-3)),
      );
      for (const [i, other] of others.entries())
        await groups
          .nth(i + 1)
          .getByRole('link', { name: other.companyName })
          .waitFor();
      await groups.nth(0).getByText('Mexico').first().waitFor();

      for (const name of ['Register Now', 'Go Global']) {
        const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
        // The tab's sign-in state rides along (decision 0011).
        expect(
          href?.startsWith(
            `${product.authUrl}/register?continue=${encodeURIComponent(`${product.baseUrl}/`)}&state=`,
          ),
        ).toBe(true);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A company card opens its business.
      await groups.nth(1).getByRole('link', { name: 'Harvest Lane Distribution' }).click();
      await page.waitForURL(/\/business\//);
    });
  });

  it('works at 375px: no sideways scrolling on the results, the home page and /industries', async () => {
    await withPage(
      async (page) => {
        for (const path of [searchResultHref({ search: 'robotics' }), '/', '/industries']) {
          await page.goto(`${product.baseUrl}${path}`);
          await page
            .locator('[data-testid=business-result], [data-testid=latest-group], [data-testid=industry-card]')
            .first()
            .waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, path).toBeLessThanOrEqual(0);
        }
        await page.goto(`${product.baseUrl}${searchResultHref({ search: 'robotics' })}`);
        await page.locator('[data-testid=business-result]').first().waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
      { width: 375, height: 800 },
    );
  });
});
