import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts } from './support/accounts.ts';
import { englishLeft } from './support/english-left.ts';

// A buyer on the Mexican portal reads the network in Spanish, one on the Chinese portal in Chinese
// (decision 0026): the sign-on page, the search, a supplier's request form and the message center
// with the supplier's answer, each screen in the portal's language with none of our English words
// left on it, and axe clean.

let browser: Browser;
let product: RunningProduct;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});
const { signUpInBrowser, signUpByApi, api } = accounts(() => product);

describe.each([
  { portal: 'mexico', language: 'es', subject: 'Cotización' },
  { portal: 'china', language: 'zh', subject: '报价' },
])('a buyer on the $portal portal', ({ portal, language, subject }) => {
  const inquiries = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '..',
        'apps',
        'web',
        'src',
        'features',
        'inquiries',
        'locales',
        `${language}.json`,
      ),
      'utf8',
    ),
  ) as { form: Record<string, string> };
  const labels = {
    form: new RegExp(inquiries.form.label!.replace(/\{\{name\}\}/, '.*')),
    subject: new RegExp(`^${inquiries.form.subject}`),
    message: new RegExp(`^${inquiries.form.message}`),
    send: inquiries.form.send!,
  };
  it(`reads the sign-on page, the search, a request form and the answer in ${language}`, async () => {
    const origin = product.portalUrl(portal);
    // The supplier, set up through the API.
    const supplier = await signUpByApi({ firstName: 'Inés', lastName: 'Rojas' });
    const created = await api(supplier.token, '/business/profile/create', {
      method: 'POST',
      body: {
        companyName: `Valvulas Rojas ${language}`,
        categories: ['i0006.c0006-01'],
        businessType: 'MA',
        country: portal === 'mexico' ? 'MX' : 'CN',
        shortDescription: 'Válvulas de bola y de compuerta de acero inoxidable.',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const supplierID = (created.body.data.data as { businessID: string }).businessID;

    const { page } = await newPage(browser);
    // The home page and the sign-on service's page, in the portal's language.
    await page.goto(`${origin}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await page.locator('.sidebar__link').first().waitFor();
    expect(await englishLeft(page, ['shell', 'common'])).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const register = page.locator(`a[href^="${product.authUrl}/register"]`).first();
    expect(new URL((await register.getAttribute('href'))!).searchParams.get('lang')).toBe(language);
    await page.goto((await register.getAttribute('href'))!);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signed in, the buyer searches, opens the supplier's request form and sends a request.
    const query = `/search-result?search=${encodeURIComponent(`Valvulas Rojas ${language}`)}`;
    await signUpInBrowser(page, query, { firstName: 'Lucía', lastName: 'Fernández' }, origin);
    await page
      .getByRole('link', { name: `Valvulas Rojas ${language}` })
      .first()
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await englishLeft(page, ['shell', 'common', 'search'])).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${origin}/business/${supplierID}/send-request`);
    const form = page.getByRole('form', { name: labels.form });
    await form.waitFor();
    expect(await englishLeft(page, ['shell', 'common', 'inquiries'])).toEqual([]);
    await form.getByLabel(labels.subject).click();
    await page.getByRole('option', { name: subject }).click();
    await form
      .getByLabel(labels.message)
      .fill('Necesitamos 200 válvulas de bola DN50 / 我们需要200个DN50球阀');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: labels.send, exact: true }).click();
    await page.waitForURL(/\/requests\/[0-9a-f-]{36}$/);
    const requestID = page.url().split('/').at(-1)!;

    // The supplier answers; the buyer reads it in the message center, in the portal's language
    // (opened afresh: the live delivery has its own test in inquiries.e2e.ts).
    await page.getByRole('log').getByText('Necesitamos 200 válvulas de bola DN50').waitFor();
    const answered = await api(
      supplier.token,
      `/business/request/${requestID}/send-message?bid=${supplierID}`,
      { method: 'POST', body: { content: 'Con gusto: 48 USD por pieza, entrega en tres semanas.' } },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    await page.reload();
    await page.getByRole('log').getByText('Con gusto: 48 USD por pieza').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await englishLeft(page, ['shell', 'common', 'messages'])).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 180_000);
});
