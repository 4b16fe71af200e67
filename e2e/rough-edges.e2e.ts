import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultSocialLinks, limits, matchPageRoute, portals, splitLanguagePath } from '@wbn/contracts';
import { portalMeta } from '../apps/api/src/web/portal-meta.ts';
import { launchBrowser, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts } from './support/accounts.ts';

// The rough edges a newcomer hit, each seen in a screenshot, checked through the real product.

let browser: Browser;
let product: RunningProduct;
const { signUpInBrowser, api } = accounts(() => product);

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const withPage = <T>(fn: (page: Page) => Promise<T>, options?: { width?: number; height?: number }) =>
  withNewPage(browser, fn, options);

const phone = { width: 390, height: 844 };

/** Top, bottom, left and right of the first element `selector` matches. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });

describe('rough edges', () => {
  it('typing "Germ" into a country box finds Germany, in the search bar and in a form', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const country = page.getByRole('search').getByRole('combobox', { name: 'Country' });
      await expect.poll(() => country.inputValue()).toBe('Global');
      // Typed as a person types (not fill(), which replaces the text): it replaces "Global".
      await country.click();
      await country.pressSequentially('Germ');
      expect(await country.inputValue()).toBe('Germ');
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.allTextContents()).toEqual([expect.stringMatching(/Germany$/)]);
      await page.getByRole('option', { name: /Germany/ }).click();
      expect(await country.inputValue()).toBe('Germany');

      // A form's country box with nothing chosen is empty, its "Select" only a placeholder.
      await signUpInBrowser(page, '/profile/edit');
      const form = page.locator('form.profile-edit');
      const formCountry = form.getByRole('combobox', { name: 'Country', exact: true });
      await formCountry.waitFor();
      expect(await formCountry.inputValue()).toBe('');
      expect(await formCountry.getAttribute('placeholder')).toBe('Select');
      await formCountry.click();
      await formCountry.pressSequentially('Germ');
      expect(await formCountry.inputValue()).toBe('Germ');
      await expect
        .poll(() => page.getByRole('listbox').getByRole('option').allTextContents())
        .toEqual([expect.stringMatching(/Germany$/)]);
      await page.getByRole('option', { name: /Germany/ }).click();
      expect(await formCountry.inputValue()).toMatch(/Germany$/);
    });
  });

  it('every footer link opens a page that exists, and no footer link is the home page under another name', async () => {
    const hrefs = await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'About us' }).waitFor();
      return footer
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
        );
    });
    const pages = hrefs.filter(({ href }) => href.startsWith('/'));
    // The links that are not pages of the product: the support phones and the network's social
    // accounts (the configuration's, decision 0020).
    expect(
      hrefs
        .filter(({ href }) => !href.startsWith('/') && !href.startsWith('tel:'))
        .map(({ href }) => href)
        .sort(),
    ).toEqual(Object.values(defaultSocialLinks).sort());
    expect(pages.length).toBeGreaterThan(15);

    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const homeTitle = portalMeta(portals[0]!, 'en').title;
    const checked = new Set<string>();
    for (const { text, href } of pages) {
      if (checked.has(href)) continue;
      checked.add(href);
      // The server answers a path that is no page with a redirect to /: none may redirect.
      const res = await fetch(`${product.baseUrl}${href}`, { redirect: 'manual' });
      expect(res.status, `${text} (${href})`).toBe(200);
      const title = titleOf(await res.text());
      // A language link opens the page at its address in that language (decision 0026).
      const { path, language } = splitLanguagePath(new URL(href, product.baseUrl).pathname);
      expect(matchPageRoute(path), `${text} (${href}) is a page route`).not.toBeNull();
      // Only the language links lead to the home page (the footer is on the home page here).
      if (path === '/') expect(language, `${text} (${href})`).not.toBeNull();
      else expect(title, `${text} (${href})`).not.toBe(homeTitle);
    }
    for (const page of ['/advertise-with-us', '/free-marketing', '/message-center', '/work-with-wbn'])
      expect(checked.has(page), page).toBe(true);
  });

  it('on a phone, the profile page has no gap above its first button and the help button covers none', async () => {
    await withPage(async (page) => {
      await signUpInBrowser(page, '/profile');
      const edit = page.getByRole('link', { name: 'Edit profile' });
      await edit.waitFor();
      const identity = await box(page, '.profile__identity');
      const name = await box(page, '.profile__name');
      const button = await box(page, '.profile__actions a');
      // The name, then the buttons: at most the layout's gap between them (16 px), not ~170 px.
      expect(identity.bottom - name.bottom).toBeLessThanOrEqual(8);
      expect(button.top - identity.bottom).toBeGreaterThanOrEqual(0);
      expect(button.top - identity.bottom).toBeLessThanOrEqual(24);

      // The help button sits in the header, not over the page: every button of the page's own
      // content is itself what a tap at its centre reaches, wherever it is scrolled to.
      const help = page.getByRole('link', { name: 'Contact and help' });
      expect(await help.evaluate((el) => el.closest('header') !== null)).toBe(true);
      const buttons = page.locator('main a.profile__button, main button');
      for (let i = 0; i < (await buttons.count()); i++) {
        const target = buttons.nth(i);
        if (!(await target.isVisible())) continue;
        const hit = await target.evaluate((el) => {
          // Mid-screen, clear of the sticky header: only something floating could cover it there.
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top !== null && (el === top || el.contains(top));
        });
        expect(hit, `button ${i} is not covered`).toBe(true);
      }
    }, phone);
  });

  it('a signed-in member is not offered Register Now on the home page', async () => {
    await withPage(async (page) => {
      await signUpInBrowser(page, '/');
      const cta = page.locator('.home__cta');
      await cta.getByRole('link', { name: 'Create your business profile' }).waitFor();
      expect(await cta.getByRole('link', { name: 'Create your business profile' }).getAttribute('href')).toBe(
        '/business/create',
      );
      expect(await page.getByRole('link', { name: 'Register Now' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Go Global' }).count()).toBe(0);
      // The presentation video is offered to members too (decision 0021).
      expect(await page.getByRole('button', { name: /presentation/i }).count()).toBe(1);
    });
  });

  it('the sign-on pages load with no console error, with a favicon of their own origin', async () => {
    await withPage(async (page) => {
      // As a visitor gets there: the portal's Login link (it carries the tab's sign-in state).
      await page.goto(`${product.baseUrl}/`);
      const login = (await page.getByRole('link', { name: 'Login' }).getAttribute('href'))!;
      await page.waitForLoadState('networkidle');

      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('requestfailed', (r) => {
        // A request cut short by leaving the page is no error (the favicon of the page left).
        if (r.failure()?.errorText !== 'net::ERR_ABORTED')
          problems.push(`${r.url()}: ${r.failure()?.errorText}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.url()}: ${r.status()}`);
      });
      await page.goto(login, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/login');
      for (const next of ['Create a free account', null]) {
        const icon = await page.evaluate(async () => {
          const href = document.querySelector<HTMLLinkElement>('link[rel=icon]')!.href;
          const res = await fetch(href);
          return { href, status: res.status, type: res.headers.get('content-type') };
        });
        expect(new URL(icon.href).origin).toBe(product.authUrl);
        expect(icon.status).toBe(200);
        expect(icon.type).toBe('image/svg+xml');
        // The product's logo mark, as the web app's header draws it.
        expect(await page.locator('header .brand svg.brand__mark circle').count()).toBe(1);
        if (next) {
          await page.getByRole('link', { name: next }).click();
          await page.waitForURL(/\/register\?/);
          await page.waitForLoadState('networkidle');
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('on a phone, a business page cuts its preview text at 340 characters and the help button covers no Edit button', async () => {
    const description = `${'Gearboxes, couplings and shafts for mills and mines. '.repeat(9)}The end.`;
    expect(description.length).toBeGreaterThan(limits.businessPreviewSmallScreen);
    expect(description.length).toBeLessThanOrEqual(limits.textAreaMax);
    const text = (page: Page) => page.locator('.business-header__description').innerText();

    const id = await withPage(async (page) => {
      // The owner, signed in on a phone, creates a business and opens it in edit mode.
      await signUpInBrowser(page, '/');
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const created = await api(token, '/business/profile/create', {
        method: 'POST',
        body: {
          companyName: 'Long Story Gearworks',
          categories: ['i0001.c0001-01'],
          businessType: 'MA',
          country: 'MX',
          shortDescription: description,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const businessID = (created.body.data.data as { businessID: string }).businessID;
      await page.goto(`${product.baseUrl}/business/${businessID}/?editMode=1`);
      await page.getByRole('heading', { name: 'Long Story Gearworks', level: 1 }).waitFor();

      const more = page.locator('.business-header__description').getByRole('button', { name: 'View more' });
      await more.waitFor();
      const cut = (await text(page)).replace(/\s*View more$/, '');
      expect(cut.endsWith('…')).toBe(true);
      expect(Array.from(cut).length).toBeLessThanOrEqual(limits.businessPreviewSmallScreen + 1);
      expect(description.startsWith(cut.slice(0, -1))).toBe(true);
      await more.click();
      expect((await text(page)).replace(/\s*View less$/, '')).toBe(description);

      // A section with no value at all ends in the spec's "No content" footer.
      await page.locator('#business-factory .detail-table__footer', { hasText: 'No content' }).waitFor();

      // Each section's Edit button, brought to any height of the screen, is what a tap reaches.
      const edits = page.locator('.business-section__edit');
      expect(await edits.count()).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < (await edits.count()); i++) {
        for (const block of ['center', 'end'] as const) {
          const hit = await edits.nth(i).evaluate((el, where) => {
            el.scrollIntoView({ block: where });
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return top !== null && (el === top || el.contains(top));
          }, block);
          expect(hit, `Edit button ${i} at the ${block} of the screen`).toBe(true);
        }
      }
      return businessID;
    }, phone);

    // On a wide screen the whole text shows.
    await withPage(async (page) => {
      await page.goto(`${product.baseUrl}/business/${id}`);
      await page.getByRole('heading', { name: 'Long Story Gearworks', level: 1 }).waitFor();
      expect(await text(page)).toBe(description);
    });
  });
});
