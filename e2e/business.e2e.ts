import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts, png, toast } from './support/accounts.ts';

let browser: Browser;
let product: RunningProduct;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const { signUpInBrowser } = accounts(() => product);

/** Comboboxes are scoped: the header's search bar has a "Country" box too. */
async function pick(scope: Locator, page: Page, label: string, typed: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const publicProfile = async (id: string) =>
  (
    (await (await fetch(`${product.baseUrl}/api/business/profile/${id}`)).json()) as {
      data: { data: Record<string, Record<string, unknown>> };
    }
  ).data.data;

describe('businesses and products', () => {
  it('a new user creates a business, edits it, adds a product; a second user likes and follows it', async () => {
    const { context, page } = await newPage(browser);
    await signUpInBrowser(page, '/my-business', { firstName: 'Olga', lastName: 'Navarro' });
    await page.getByText(messages.noBusinessYet).waitFor();
    await page.getByRole('link', { name: messages.createBusinessFirst }).click();
    await page.waitForURL(/\/business\/create$/);
    const main = page.getByRole('main');

    // An empty form is refused with the spec's sentence and a message at each missing field.
    await page.getByRole('button', { name: 'Create your Business Profile' }).click();
    await page.getByText(messages.createBusinessRejected).first().waitFor();
    await expect(main.getByText('Enter the company name').count()).resolves.toBeGreaterThan(0);

    const images = main.locator('input[type=file]');
    await images.nth(0).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await png(800, 200, { r: 30, g: 80, b: 140 }),
    });
    await main.getByText('Image uploaded; it is added when you create the profile.').first().waitFor();
    await images.nth(1).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(200, 200, { r: 220, g: 120, b: 30 }),
    });
    await main.getByText('Image uploaded; it is added when you create the profile.').nth(1).waitFor();
    await main.getByLabel('Company name').fill('Engranes Navarro de Jalisco');
    await pick(main, page, 'Business type', 'Manufact', /Manufacturers/);
    await pick(main, page, 'Main industry', 'Power Trans', /Power Transmission/);
    await main
      .getByRole('group', { name: /Main categories/ })
      .getByRole('checkbox')
      .first()
      .check();
    await pick(main, page, 'Country', 'Mexico', /Mexico/);
    await pick(main, page, 'State', 'Jalisco', /Jalisco/);
    await main
      .getByLabel('Company short description')
      .fill('Planetary gearboxes and shaft couplings for mills.');
    await page.getByRole('button', { name: 'Create your Business Profile' }).click();

    // My business lists it, with the card the spec describes.
    await page.waitForURL(/\/my-business$/);
    await page.getByRole('heading', { name: 'Engranes Navarro de Jalisco' }).waitFor();
    await page.getByRole('link', { name: messages.createAnotherBusiness }).waitFor();
    const card = await page.locator('.bm-mycard').first().innerText();
    for (const shown of ['Mexico', 'Not Verified', 'STANDARD', 'Planetary gearboxes'])
      expect(card).toContain(shown);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const manage = await page.getByRole('link', { name: 'Manage Business' }).getAttribute('href');
    expect(manage).toMatch(/^\/business\/[0-9a-f-]{36}\/\?editMode=1$/);
    const id = manage!.split('/')[2]!;
    const saved = await publicProfile(id);
    expect((saved.general!.profilePhoto as { url: string }).url).toBeTruthy();
    expect((saved.general!.coverPhoto as { url: string }).url).toBeTruthy();

    // Edit mode on the profile page: two sections, each validated before it is saved.
    await page.getByRole('link', { name: 'Manage Business' }).click();
    await page.getByRole('heading', { name: 'Engranes Navarro de Jalisco', level: 1 }).waitFor();
    // At 375px the cover keeps to the card, so its Change cover button is not cut off at the edge.
    await page.setViewportSize({ width: 375, height: 800 });
    const changeCover = await page.getByRole('button', { name: 'Change cover' }).boundingBox();
    expect(changeCover!.x + changeCover!.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Edit General Information' }).click();
    const general = page.getByRole('form', { name: 'General Information' });
    await general.getByLabel('Total employees, Minimum').fill('80');
    await general.getByLabel('Total employees, Maximum').fill('20');
    await general.getByRole('button', { name: 'Save' }).click();
    await expect(general.locator('.wbn-field__error:not(:empty)').count()).resolves.toBeGreaterThan(0);
    await general.getByLabel('Total employees, Maximum').fill('140');
    await general.getByLabel('Year established').fill('1994');
    await general.getByRole('button', { name: 'Save' }).click();
    await toast(page, messages.savedSuccessfully).first().waitFor();
    await general.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Contact Information' }).click();
    const contact = page.getByRole('form', { name: 'Contact Information' });
    await contact.getByLabel('Business e-mail').fill('ventas@');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.locator('.wbn-field__error:not(:empty)').count()).resolves.toBeGreaterThan(0);
    await contact.getByLabel('Business e-mail').fill('ventas@engranes.example');
    await contact.getByLabel('Website').fill('engranes.example');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.waitFor({ state: 'detached' });
    const edited = await publicProfile(id);
    expect(edited.general!.yearStablished).toBe(1994);
    expect(edited.general!.totalEmployees).toEqual({ min: 80, max: 140 });
    expect(edited.contactInfo!.email).toBe('ventas@engranes.example');
    // The page shows what was saved.
    await page.getByText('ventas@engranes.example').first().waitFor();

    // A product with specs, a main image and a gallery image, from the Products tab.
    // The /edit/ form of the management screen comes without the footer; the others keep it.
    await page.goto(`${product.baseUrl}/business/${id}/edit/members`);
    await page.getByRole('button', { name: 'Send invitation' }).waitFor();
    await expect(page.locator('footer.footer').count()).resolves.toBe(0);
    await page.goto(`${product.baseUrl}/business/${id}/products`);
    await page.locator('footer.footer').waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'Add a product' }).waitFor();
    const form = page.locator('form.product-form');
    await form.getByLabel('Product name').fill('Planetary gearbox PG-90');
    await form.getByLabel('Keywords').fill('gearbox, planetary, reducer');
    await form
      .getByLabel('Description')
      .fill('A compact planetary gearbox for conveyors and mixers, ratio 1:3 to 1:100.');
    await pick(form, page, 'Industry', 'Power Trans', /Power Transmission/);
    await pick(form, page, 'Category', 'G', /./);
    await form.getByLabel('Lead time (days)').fill('21');
    await form.getByLabel('Stock available').check();
    await form.getByLabel('Specification 1 name').fill('Rated torque');
    await form.getByLabel('Specification 1 value').fill('900 Nm');
    await form.getByRole('button', { name: 'Add specification' }).click();
    await form.getByLabel('Specification 2 name').fill('Backlash');
    await form.getByLabel('Specification 2 value').fill('≤ 8 arcmin');
    const [mainChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose main image' }).click(),
    ]);
    await mainChooser.setFiles({
      name: 'pg90.png',
      mimeType: 'image/png',
      buffer: await png(600, 600, { r: 90, g: 90, b: 95 }),
    });
    await form.getByText('Image uploaded. It is saved with the product.').first().waitFor();
    const [galleryChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Add gallery image' }).click(),
    ]);
    await galleryChooser.setFiles({
      name: 'side.png',
      mimeType: 'image/png',
      buffer: await png(600, 400, { r: 60, g: 110, b: 70 }),
    });
    await form.getByRole('img', { name: 'Gallery image 1' }).waitFor();
    await form.getByRole('button', { name: 'Add product' }).click();
    await toast(page, 'Product added.').waitFor();
    await page.getByText('1 of 7 products').waitFor();

    // From the business page to the product page.
    await page.goto(`${product.baseUrl}/business/${id}`);
    await page.getByRole('link', { name: 'Planetary gearbox PG-90' }).first().click();
    await page.waitForURL(/\/business-product\//);
    await page.getByRole('heading', { name: 'Planetary gearbox PG-90', level: 1 }).waitFor();
    const productText = await page.getByRole('main').innerText();
    for (const shown of [
      'Rated torque',
      '900 Nm',
      'Backlash',
      'Power Transmission',
      'Engranes Navarro de Jalisco',
    ])
      expect(productText).toContain(shown);
    await expect(page.title()).resolves.toContain('A compact planetary gearbox');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Among the search results the owner gets Requests and a badge on their own business.
    await page.goto(`${product.baseUrl}/search-result?business=MA&countries=MX&search=`);
    const own = page.getByTestId('business-result').filter({ hasText: 'Engranes Navarro de Jalisco' });
    await own.getByRole('link', { name: 'Requests' }).waitFor();
    await expect(own.getByText('Your business').count()).resolves.toBe(1);
    await expect(own.getByRole('link', { name: /Send Request/ }).count()).resolves.toBe(0);
    await context.close();

    // A second user likes and follows the business; the counts change and stay after a reload.
    const second = await newPage(browser);
    const visitor = second.page;
    await signUpInBrowser(visitor, `/business/${id}`, { firstName: 'Iñaki', lastName: 'Zubiri' });
    // Each toggle's name is its state and its count ("Like 0 likes"); it is busy until both are in.
    await visitor.getByRole('button', { name: 'Like 0 likes' }).first().click();
    await visitor.getByRole('button', { name: 'Liked 1 like' }).first().waitFor();
    await visitor.getByRole('button', { name: 'Follow 0 followers' }).first().click();
    await visitor.getByRole('button', { name: 'Following 1 follower' }).first().waitFor();
    await visitor.reload();
    const liked = visitor.getByRole('button', { name: 'Liked 1 like' }).first();
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await visitor.getByRole('button', { name: 'Following 1 follower' }).first().waitFor();
    const summary = (await (await fetch(`${product.baseUrl}/api/social/follow/${id}/summary`)).json()) as {
      data: { followersCount: number };
    };
    expect(summary.data.followersCount).toBe(1);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await second.context.close();
  });
});
