import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts, newEmail, png, toast } from './support/accounts.ts';

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

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  // Scoped to the form: the header's search bar has a country box too.
  const box = page.locator('form.profile-edit').getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('profiles', () => {
  it('a new user edits the profile, uploads a profile photo and a cover photo, and sees both after a reload', async () => {
    const { context, page } = await newPage(browser);
    const me = await signUpInBrowser(page, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    // The e-mail is shown read-only.
    const email = page.getByLabel('E-mail');
    await expect(email.inputValue()).resolves.toBe(me.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();

    const cover = page.getByRole('group', { name: 'Cover photo' });
    const coverFile = {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await png(1200, 300, { r: 20, g: 90, b: 160 }),
    };
    // A failed upload of the personal cover says the spec's personal wording, not the business's.
    await page.route('**/api/files/upload-request/user', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, name: 'ServiceUnavailable', message: 'Storage is away' }),
      }),
    );
    await cover.locator('input[type=file]').setInputFiles(coverFile);
    const failure = `${messages.profilePhotoUploadFailed}: Storage is away`;
    await toast(page, failure).waitFor();
    expect(await cover.getByRole('alert').innerText()).toBe(failure);
    await page.unroute('**/api/files/upload-request/user');
    await cover.locator('input[type=file]').setInputFiles(coverFile);
    await toast(page, messages.coverPhotoUploaded).waitFor();
    await page
      .getByRole('group', { name: 'Profile photo' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await png(300, 300, { r: 200, g: 120, b: 40 }),
      });
    await toast(page, messages.profilePhotoUploaded).waitFor();

    await choose(page, 'Country', 'Mexico', /Mexico/);
    await choose(page, 'State', 'Jalisco', /^Jalisco$/);
    await page.getByLabel('City').fill('Guadalajara');
    // Choosing Mexico filled in its dial code.
    await expect(page.getByLabel('Country code').inputValue()).resolves.toBe('+52');
    await page.getByLabel('Phone number').fill('33 1234 5678');
    await page.getByLabel('Birth date', { exact: true }).fill('1970/10/24');
    await page.getByLabel('Show my birth date on my public profile').check();
    await page.getByLabel('Profession', { exact: true }).fill('Industrial engineer');
    await page.getByLabel('Business name').fill('Tornillos del Bajío');
    await choose(page, 'Industry', 'Automation', /^Automation$/);
    await page.getByLabel('Brief description').fill('Fasteners for the automotive industry.');
    await expect(page.getByText('38/512').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${product.baseUrl}/profile`);
    await toast(page, messages.profileUpdated).waitFor();

    const check = async () => {
      await page.getByRole('heading', { name: `${me.firstName} ${me.lastName}` }).waitFor();
      const text = await page.locator('article.profile').innerText();
      for (const shown of [
        'Industrial engineer',
        'Mexico / Jalisco',
        'Guadalajara',
        'Tornillos del Bajío',
        'Automation',
        'October 24, 1970',
        'Fasteners for the automotive industry.',
      ]) {
        expect(text).toContain(shown);
      }
      for (const alt of [
        `Cover photo of ${me.firstName} ${me.lastName}`,
        `Profile photo of ${me.firstName} ${me.lastName}`,
      ]) {
        const img = page.getByRole('img', { name: alt });
        await img.waitFor();
        expect(await img.getAttribute('src')).toMatch(/^\/files\/images\/.+\.webp$/);
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      }
    };
    await check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    await check();
    await page.getByText("You don't have any business registered yet").waitFor();
    await page.getByRole('link', { name: 'Create your Business profile' }).waitFor();

    // The browser keeps the saved profile under `profile`.
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('profile')))!);
    expect(stored).toMatchObject({ email: me.email, city: 'Guadalajara', birthDate: '1970-10-24' });
    await context.close();
  });

  it('a bad phone and a bad date show the spec alerts and save nothing; corrected, it saves with the buttons disabled meanwhile (on a phone)', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signUpInBrowser(page, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/user/profile')) puts.push(r.url());
    });

    await page.getByLabel('City').fill('Saved only once valid');
    await page.getByLabel('Country code').fill('+52');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.profile-edit [role=alert]').getByText(messages.invalidPhone).waitFor();
    await toast(page, messages.invalidPhone).waitFor();

    await page.getByLabel('Phone number').fill('12345678');
    await page.getByLabel('Birth date', { exact: true }).fill('1970-13-45');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.profile-edit [role=alert]').getByText(messages.invalidDate).waitFor();
    await toast(page, messages.invalidDate).waitFor();
    expect(await page.locator('.profile-edit [role=alert]').getByText(messages.invalidPhone).count()).toBe(0);

    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    expect(puts).toEqual([]);
    // Nothing was stored on the server either.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const saved = await api(token, '/user/profile');
    expect(saved.body.data).toMatchObject({ city: null, mobilePhone: null, birthDate: null });
    // The form fits the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Corrected, it saves; both buttons are disabled while the request is under way.
    await page.getByLabel('Birth date', { exact: true }).fill('1970-10-24');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profile', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const form = page.locator('form.profile-edit');
    await expect.poll(() => form.locator('button[type=submit]').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${product.baseUrl}/profile`);
    await toast(page, messages.profileUpdated).waitFor();
    const after = await api(token, '/user/profile');
    expect(after.body.data).toMatchObject({
      city: 'Saved only once valid',
      mobilePhone: { countryCode: '+52', phoneNumber: '12345678' },
      birthDate: '1970-10-24',
    });
    await context.close();
  });

  it('another user, and a visitor, see the public profile without the hidden fields', async () => {
    const owner = { email: newEmail(), firstName: 'Tomás', lastName: 'Herrera' };
    const session = await signUpByApi(owner);
    const saved = await api(session.token, '/user/profile', {
      method: 'PUT',
      body: {
        country: 'MX',
        state: 'MX-NLE',
        city: 'Monterrey',
        companyName: 'Aceros del Norte',
        profession: 'Metallurgist',
        birthDate: '1981-03-09',
        showBirthDate: false,
        showProfession: false,
        mobilePhone: { countryCode: '+52', phoneNumber: '81 2345 6789' },
        briefPresentation: 'Steel for builders.',
      },
    });
    expect(saved.status).toBe(200);

    const { context, page } = await newPage(browser);
    await signUpInBrowser(page, '/profile', { firstName: 'Ines', lastName: 'Vidal' });
    for (const visitor of [false, true]) {
      if (visitor) await page.evaluate(() => localStorage.clear());
      await page.goto(`${product.baseUrl}/profile/${session.userID}`);
      await page.getByRole('heading', { name: 'Tomás Herrera' }).waitFor();
      const text = await page.locator('article.profile').innerText();
      expect(text).toContain('Aceros del Norte');
      expect(text).toContain('Mexico / Nuevo León');
      expect(text).toContain('Steel for builders.');
      for (const hidden of ['Metallurgist', '1981', 'March', owner.email, '2345 6789']) {
        expect(await page.content(), hidden).not.toContain(hidden);
      }
      expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);
    }
    await context.close();
  });

  it('a failure to load the own profile goes to the home page', async () => {
    const { context, page } = await newPage(browser);
    await signUpInBrowser(page, '/about-us');
    await page.route('**/api/user/profile', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, name: 'InternalError', message: 'boom' }),
      }),
    );
    await page.goto(`${product.baseUrl}/profile`);
    await page.waitForURL(`${product.baseUrl}/`);
    await toast(page, 'An unexpected error has occurred, please try again.').waitFor();
    await context.close();
  });
});
