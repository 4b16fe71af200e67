import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { membershipIds, messages, tipSlugs } from '@wbn/contracts';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/** Every content route of the public-pages route table (both forms of the tips and of why-wbn), and the footer's. */
const contentRoutes = [
  '/about-us',
  '/mission-vision',
  '/why-wbn',
  '/why-WBN',
  '/our-network',
  '/contact-us',
  '/contact-us/form',
  '/privacy-policy',
  '/terms-and-conditions',
  '/b2b-tips',
  ...tipSlugs.flatMap((slug) => [`/b2b-tips/${slug}`, `/${slug}`]),
  ...membershipIds.map((id) => `/membership-${id}`),
  '/advertise-with-us',
  '/free-marketing',
  '/message-center',
  '/work-with-wbn',
  // The footer's pages (decision 0020).
  '/developers',
  '/company-verification',
  '/b2b-contract-help',
  '/certified-products',
  '/verified-manufacturers',
  '/international-logistics',
  '/private-label-industry',
  '/verified-suppliers',
  '/price-list',
];

let product: RunningProduct;
let browser: Browser;
// The product's data folder is ours, so that the support outbox can be read.
const dataDir = mkdtempSync(join(tmpdir(), 'wbn-content-e2e-'));
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ DATA_DIR: dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const h1 = (page: Page) => page.locator('h1');

/**
 * A page for a reader who chose English on the Mexican and Italian portals (the `wbn_lang` cookie,
 * decision 0026): these pages' English words are what is checked here.
 */
async function englishPage(options: { width?: number; height?: number } = {}) {
  const opened = await newPage(browser, options);
  await opened.context.addCookies(
    (['mexico', 'italy'] as const).map((portal) => ({
      name: 'wbn_lang',
      value: 'en',
      url: product.portalUrl(portal),
    })),
  );
  return opened;
}

describe('content pages', () => {
  it('render one main heading and a country-keyed title, in the served HTML and on the client, on two portals', async () => {
    for (const [portal, nationality] of [
      ['mexico', 'Mexican'],
      ['italy', 'Italian'],
    ] as const) {
      const { page, context } = await englishPage();
      for (const path of contentRoutes) {
        const res = await page.goto(`${product.portalUrl(portal)}${path}`);
        expect(res?.status(), path).toBe(200);
        const served = /<title>([^<]*)<\/title>/.exec(await res!.text())?.[1] ?? '';
        expect(served, `served title of ${path}`).toContain(nationality);
        await h1(page).first().waitFor();
        expect(await h1(page).count(), `h1 count on ${path}`).toBe(1);
        expect((await h1(page).innerText()).trim().length, path).toBeGreaterThan(3);
        expect(await page.title(), `client title of ${path}`).toContain(nationality);
        expect(page.url(), path).toBe(`${product.portalUrl(portal)}${path}`);
      }
      await context.close();
    }
  }, 240_000);

  it('open the tips articles from the landing page, by both route forms', async () => {
    const { page, context } = await englishPage();
    await page.goto(`${product.portalUrl('mexico')}/b2b-tips`);
    await expect.poll(() => page.locator('.tips-card').count()).toBe(7);

    await page.getByRole('link', { name: 'View more: Industrial export marketing' }).click();
    await page.waitForURL('**/b2b-tips/industrial-marketing-tip-2');
    await expect.poll(() => h1(page).innerText()).toBe('Industrial export marketing');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The tips footer leads on to the next article.
    await page.getByRole('link', { name: /How to create a product distribution network abroad →/ }).click();
    await page.waitForURL('**/b2b-tips/distribution-network-tip-3');
    await expect.poll(() => h1(page).innerText()).toBe('How to create a product distribution network abroad');

    // The short form: the About us summary links without the prefix, and the address opens directly.
    await page.goto(`${product.portalUrl('mexico')}/about-us`);
    await page.getByRole('link', { name: 'Industrial export marketing' }).click();
    await page.waitForURL(`${product.portalUrl('mexico')}/industrial-marketing-tip-2`);
    await expect.poll(() => h1(page).innerText()).toBe('Industrial export marketing');

    await page.goto(`${product.portalUrl('mexico')}/best-products-for-export-tip-6`);
    await expect.poll(() => h1(page).innerText()).toBe('Products you can export');
    expect(await page.locator('.content-page__body ol').first().locator('li').count()).toBe(50);
    await context.close();
  });

  it('Buy now! leads to the choose-business mode of my business', async () => {
    const { page, context } = await englishPage();
    await page.goto(`${product.portalUrl('mexico')}/membership-gold`);
    await expect.poll(() => page.locator('.price-table tbody tr').count()).toBe(5);
    expect(await page.locator('.price-table').innerText()).toContain('US$ 3,650');
    await page.getByRole('link', { name: 'Buy now!' }).click();
    // /my-business needs a session: without one the product sends the visitor to sign in, with
    // the choose-business address as the place to continue to.
    await page.waitForURL((url) => {
      const target = '/my-business?membership=choose-business';
      return (
        (url.pathname === '/my-business' && url.searchParams.get('membership') === 'choose-business') ||
        decodeURIComponent(url.search).includes(target)
      );
    });
    await context.close();
  });
});

describe('the need-help enquiry', () => {
  it('refuses a missing telephone or e-mail and a 513-character field, then sends and stores a complete enquiry', async () => {
    const { page, context } = await englishPage();
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/needhelp/send') && sent.push(r.postData() ?? ''));
    await page.goto(`${product.portalUrl('mexico')}/contact-us/form`);
    const form = page.locator('form.enquiry-form');
    await expect.poll(() => page.locator('select[name="country"] option').count()).toBeGreaterThan(200);
    await expect.poll(() => page.locator('select[name="industry"] option').count()).toBe(16);
    expect(await page.locator('select[name="usaState"] option').count()).toBe(52);
    expect(await page.locator('select[name="businessType"] option').first().innerText()).toBe('Select');
    expect(await page.locator('select[name="usaState"] option').first().innerText()).toBe('Select one state');
    expect(await page.getByText('No fee applies.').count()).toBe(1);

    const submit = page.getByRole('button', { name: 'Send enquiry' });
    const alertText = () => page.locator('.enquiry-error').allInnerTexts();

    // No telephone
    await form.getByLabel('E-mail').fill('ana.ruiz@aceros-bajio.example');
    await submit.click();
    await expect.poll(alertText).toContain('Please enter your company telephone');
    expect(await form.getByLabel('Company telephone').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    // No e-mail
    await form.getByLabel('Company telephone').fill('+52 (462) 123-4567');
    await form.getByLabel('E-mail').fill('');
    await submit.click();
    await expect.poll(alertText).toEqual(['Please enter your e-mail address']);

    // 513 characters
    await form.getByLabel('E-mail').fill('ana.ruiz@aceros-bajio.example');
    await form.getByLabel('More about what you want to buy').fill('x'.repeat(513));
    expect(await page.getByText('513/512').count()).toBe(1);
    await submit.click();
    await expect.poll(alertText).toEqual(['Please use at most 512 characters']);
    expect(sent).toHaveLength(0);

    // Reset Form clears everything
    await page.getByRole('button', { name: 'Reset Form' }).click();
    expect(await form.getByLabel('E-mail').inputValue()).toBe('');
    expect(await form.getByLabel('More about what you want to buy').inputValue()).toBe('');

    // A complete enquiry
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Ruiz');
    await form.getByLabel('Job position').selectOption({ index: 1 });
    await form.getByLabel('E-mail').fill('ana.ruiz@aceros-bajio.example');
    await form.getByLabel('Business name').fill('Aceros del Bajío E2E');
    await form.getByLabel('Business type').selectOption('MA');
    await form.getByLabel('Industry').selectOption({ index: 1 });
    await form.getByLabel('Website').fill('www.aceros-bajio.example');
    await form.getByLabel('Company telephone').fill('+52 (462) 123-4567');
    await form.getByLabel('Total employees').fill('180');
    await form.getByLabel('Country').selectOption('US');
    await form.getByLabel('State').selectOption('TX');
    await form.getByLabel('City').fill('Laredo');
    await form.getByLabel('Product to buy 1').fill('Cold-rolled steel coil');
    await form.getByLabel('Product to sell 1').fill('Stamped brackets');
    await form.getByLabel('More about what you want to sell').fill('y'.repeat(512));

    // Slow the answer down to see the sending state.
    await page.route('**/api/needhelp/send', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await submit.click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await page.getByText(messages.enquirySent).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      businessName: 'Aceros del Bajío E2E',
      businessType: 'MA',
      country: 'US',
      usaState: 'TX',
      totalEmployees: 180,
    });
    expect(await form.getByLabel('Business name').inputValue()).toBe('');

    // Stored, and the support team notified through the outbox.
    const mailDir = join(dataDir, 'mail');
    const mail = readdirSync(mailDir)
      .filter((f) => f.includes('needhelp'))
      .map((f) => readFileSync(join(mailDir, f), 'utf8'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Business name: Aceros del Bajío E2E');
    expect(mail[0]).toContain('USA state: Texas');
    await context.close();
  });

  it('shows the failure toast when the enquiry cannot be sent', async () => {
    const { page, context } = await englishPage();
    await page.route('**/api/needhelp/send', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, name: 'InternalError', message: 'x' }),
      }),
    );
    await page.goto(`${product.portalUrl('italy')}/contact-us/form`);
    const form = page.locator('form.enquiry-form');
    await form.getByLabel('E-mail').fill('buyer@example.com');
    await form.getByLabel('Company telephone').fill('+39 02 1234 5678');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText(messages.enquiryFailed).waitFor();
    // The visitor keeps what was typed.
    expect(await form.getByLabel('E-mail').inputValue()).toBe('buyer@example.com');
    await context.close();
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violations on the content pages', async () => {
    const { page, context } = await englishPage();
    const unique = contentRoutes.filter((p) => p !== '/why-WBN' && !tipSlugs.some((s) => p === `/${s}`));
    const found: Record<string, unknown> = {};
    for (const path of unique) {
      await page.goto(`${product.portalUrl('mexico')}${path}`);
      await h1(page).first().waitFor();
      if (path === '/contact-us/form')
        await expect.poll(() => page.locator('select[name="country"] option').count()).toBeGreaterThan(200);
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    // Readable on a phone: no sideways scrolling of the page itself.
    const phone = await englishPage({ width: 360, height: 740 });
    for (const path of [
      '/terms-and-conditions',
      '/our-network',
      '/contact-us/form',
      '/membership-platinum',
    ]) {
      await phone.page.goto(`${product.portalUrl('mexico')}${path}`);
      await h1(phone.page).first().waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await phone.context.close();
    await context.close();
    // About 35 pages of axe, the legal texts long: 230 s on a busy 2-core machine.
  }, 420_000);
});
