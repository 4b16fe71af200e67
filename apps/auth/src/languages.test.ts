import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@wbn/db';
import {
  authUrl,
  newEmail,
  newIp,
  newState,
  postJson,
  registerCode,
  startTestAuth,
  type TestAuth,
} from '../test/test-auth.ts';

// The sign-on service in the product's seven languages (decision 0028): a page's language comes
// from its address's `lang`, else the wbn_lang cookie, else Accept-Language, else English; the
// flow keeps an asked-for language through links, forms, redirects and the reset mail.

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t?.close());

const cont = encodeURIComponent('http://mexico.localhost:3000/my-business');
const get = (url: string, headers: Record<string, string> = {}) =>
  t.auth.inject({ method: 'GET', url, headers, remoteAddress: newIp() });
const htmlLang = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];

/** A page as a browser holds it: its CSRF cookie and the form's token. */
async function openForm(url: string) {
  const page = await get(url);
  expect(page.statusCode, page.body).toBe(200);
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
  return { page, cookie, csrf };
}

const postForm = (url: string, form: Record<string, string>, cookie: string) =>
  t.auth.inject({
    method: 'POST',
    url,
    remoteAddress: newIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: authUrl },
    payload: new URLSearchParams(form).toString(),
  });

describe('the language of a page', () => {
  it('is the one its address asks for, and every link and form carries it on', async () => {
    const state = newState();
    const es = await get(`/login?continue=${cont}&state=${state}&lang=es`);
    expect(es.statusCode).toBe(200);
    expect(htmlLang(es.body)).toBe('es');
    expect(es.body).toContain('<h1>Iniciar sesión</h1>');
    expect(es.body).toContain('<label for="f-email">Correo electrónico</label>');
    expect(es.body).toContain('← Volver a WBN México');
    expect(es.body).toContain(`/forgot-password?continue=${cont}&amp;state=${state}&amp;lang=es`);
    expect(es.body).toContain(`/register?continue=${cont}&amp;state=${state}&amp;lang=es`);
    expect(es.body).toContain('<input type="hidden" name="lang" value="es" />');
    expect(es.body).toContain('href="http://mexico.localhost:3000/es/privacy-policy"');
    expect(es.body).not.toContain('Sign in');

    const zh = await get(`/register?continue=${cont}&state=${state}&lang=zh`);
    expect(htmlLang(zh.body)).toBe('zh');
    expect(zh.body).toContain('<h1>免费创建您的账户</h1>');
    expect(zh.body).toContain('<button type="submit" class="button button--accent">创建账户</button>');
    expect(zh.body).toContain(
      '创建账户即表示您接受<a href="http://mexico.localhost:3000/zh/terms-and-conditions">条款与条件</a>和',
    );
    expect(zh.body).toContain('WBN 墨西哥');
  });

  it('else follows Accept-Language, and then the links need not carry it', async () => {
    const page = await get(`/forgot-password?continue=${cont}`, {
      'accept-language': 'ja, zh-CN;q=0.9, en;q=0.5',
    });
    expect(htmlLang(page.body)).toBe('zh');
    expect(page.body).toContain('<h1>重置密码</h1>');
    expect(page.body).not.toContain('name="lang"');
    expect(page.body).not.toContain('lang=zh');

    const es = await get(`/forgot-password?continue=${cont}`, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(htmlLang(es.body)).toBe('es');
    expect(es.body).toContain('<h1>Restablezca su contraseña</h1>');
  });

  it('takes the wbn_lang cookie before Accept-Language, and the address before both', async () => {
    const headers = { cookie: 'wbn_lang=de', 'accept-language': 'fr' };
    const de = await get(`/forgot-password?continue=${cont}`, headers);
    expect(htmlLang(de.body)).toBe('de');
    expect(de.body).toContain('<h1>Passwort zurücksetzen</h1>');
    const it = await get(`/forgot-password?continue=${cont}&lang=it`, headers);
    expect(htmlLang(it.body)).toBe('it');
  });

  it('passes over a value that is not one of the seven, never failing', async () => {
    const state = newState();
    for (const lang of ['xx', 'EN', 'es-MX', '', '%3Cscript%3E', 'zh&lang=xx', 'es&lang=de']) {
      const page = await get(`/login?state=${state}&lang=${lang}`);
      expect(page.statusCode, lang).toBe(200);
      expect(htmlLang(page.body), lang).toBe('en');
      expect(page.body, lang).toContain('<h1>Sign in</h1>');
      expect(page.body, lang).not.toContain('name="lang"');
    }
    const arrays = await get(`/login?state=${state}&lang[]=es`);
    expect(arrays.statusCode).toBe(200);
    // Passed over, the next in line decides.
    const browser = await get(`/login?state=${state}&lang=xx`, {
      'accept-language': 'es',
      cookie: 'wbn_lang=yy',
    });
    expect(htmlLang(browser.body)).toBe('es');
  });

  it('is kept through the trip to the portal that makes a sign-in state', async () => {
    const res = await get(`/login?continue=${cont}&lang=fr`);
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/SetID/');
    expect(location.searchParams.get('start')).toBe('login');
    expect(location.searchParams.get('lang')).toBe('fr');
    const bad = new URL((await get(`/register?continue=${cont}&lang=xx`)).headers.location as string);
    expect(bad.searchParams.has('lang')).toBe(false);
  });
});

describe('errors in the language of the flow', () => {
  it('a validation error is shown again in the language asked for, which the form keeps', async () => {
    const { cookie, csrf } = await openForm(`/register?continue=${cont}&state=${newState()}&lang=es`);
    const res = await postForm(
      '/register',
      { csrf, lang: 'es', firstName: 'Zoë', lastName: '', email: 'not-an-address', password: 'qwerty123' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(htmlLang(res.body)).toBe('es');
    expect(res.body).toContain(
      '<p class="field__error" id="f-lastName-error">Este campo es obligatorio.</p>',
    );
    expect(res.body).toContain(
      '<p class="field__error" id="f-email-error">Escriba una dirección de correo electrónico válida.</p>',
    );
    expect(res.body).toContain('<input type="hidden" name="lang" value="es" />');
    expect(res.body).toContain('value="Zoë"');
  });

  it('a refused sign-in and an expired form, in Chinese and French', async () => {
    const { cookie, csrf } = await openForm(`/login?state=${newState()}&lang=zh`);
    const wrong = await postForm(
      '/login',
      { csrf, lang: 'zh', email: 'nobody@example.com', password: 'x' },
      cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(htmlLang(wrong.body)).toBe('zh');
    expect(wrong.body).toContain('电子邮箱或密码不正确。');

    const forged = await postForm('/login', { csrf: 'forged', lang: 'fr', email: 'a@example.com' }, cookie);
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Ce formulaire a expiré. Veuillez réessayer.');
  });

  it("a program's JSON answer follows Accept-Language, and stays English without one", async () => {
    const body = { email: 'nobody@example.com', password: 'wrong-password-1' };
    const fr = await postJson(t.auth, '/login', body, { headers: { 'accept-language': 'fr-FR' } });
    expect(fr.json()).toMatchObject({
      name: 'Unauthorized',
      message: "L'adresse e-mail ou le mot de passe est incorrect.",
    });
    const en = await postJson(t.auth, '/login', body);
    expect(en.json().message).toBe('The e-mail or password is not correct.');
    const field = await postJson(
      t.auth,
      '/register',
      { email: 'x' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(field.statusCode).toBe(400);
    expect(field.json().errors).toContainEqual({
      path: 'body.email',
      message: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });
});

describe('the reset mail', () => {
  async function forgot(email: string, lang: string) {
    const { cookie, csrf } = await openForm(`/forgot-password?continue=${cont}&lang=${lang}`);
    const sent = await postForm(
      '/forgot-password',
      { csrf, lang, email, continue: decodeURIComponent(cont) },
      cookie,
    );
    expect(sent.statusCode).toBe(200);
    return { sent, cookie, csrf };
  }
  const mailTo = async (email: string) => {
    await expect.poll(() => t.mails.some((m) => m.to === email)).toBe(true);
    return t.mails.find((m) => m.to === email)!;
  };

  it('is in the language of the flow that asked for it, and its link keeps it to the end', async () => {
    const email = newEmail('reset-es');
    await registerCode(t.auth, email);
    const { sent, cookie, csrf } = await forgot(email, 'es');
    expect(htmlLang(sent.body)).toBe('es');
    expect(sent.body).toContain('Si existe una cuenta con esta dirección de correo electrónico');

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Restablezca su contraseña de WBN');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.html).toContain('Elegir una nueva contraseña</a>');
    expect(mail.text).not.toContain('Someone');
    const link = new URL(/http:\/\/localhost:3001\/reset-password\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('lang')).toBe('es');

    const page = await get(`${link.pathname}${link.search}`);
    expect(htmlLang(page.body)).toBe('es');
    expect(page.body).toContain('<input type="hidden" name="lang" value="es" />');
    const token = link.searchParams.get('token')!;
    const weak = await postForm('/reset-password', { csrf, token, lang: 'es', password: 'iloveyou' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Esta contraseña es una de las más comunes');
    const done = await postForm(
      '/reset-password',
      { csrf, token, lang: 'es', password: 'copper-kettle-7' },
      cookie,
    );
    expect(done.body).toContain('<h1>Contraseña cambiada</h1>');
    expect(done.body).toMatch(/href="\/login\?continue=[^"]*&amp;lang=es"/);
  });

  it("without a language asked for, is in the account's preferred one; an asked one wins", async () => {
    const email = newEmail('reset-it');
    await registerCode(t.auth, email);
    const [account] = await t.handle.db
      .select({ id: tables.authAccounts.id })
      .from(tables.authAccounts)
      .where(eq(tables.authAccounts.email, email));
    await t.handle.db.insert(tables.users).values({
      userId: account!.id,
      email,
      firstName: 'Ana',
      lastName: 'López',
      preferredLanguageCode: 'it',
    });

    const browser = { 'accept-language': 'de' };
    const res = await postJson(t.auth, '/forgot-password', { email }, { headers: browser });
    expect(res.json().data.message).toContain('Falls ein Konto diese E-Mail-Adresse verwendet');
    const preferred = await mailTo(email);
    expect(preferred.subject).toBe('Reimpostazione della password WBN');
    expect(preferred.text).toContain('lang=it');

    t.mails.length = 0;
    await forgot(email, 'fr');
    expect((await mailTo(email)).subject).toBe('Réinitialisez votre mot de passe WBN');
  });

  it("without any, follows the browser's language, else English", async () => {
    const email = newEmail('reset-zh');
    await registerCode(t.auth, email);
    await postJson(t.auth, '/forgot-password', { email }, { headers: { 'accept-language': 'zh-CN' } });
    expect((await mailTo(email)).subject).toBe('重置您的 WBN 密码');

    const english = newEmail('reset-en');
    await registerCode(t.auth, english);
    await postJson(t.auth, '/forgot-password', { email: english, lang: 'xx' });
    const mail = await mailTo(english);
    expect(mail.subject).toBe('Reset your WBN password');
    expect(mail.text).toContain('Someone (we hope you) asked to reset the password of your WBN account.');
    expect(mail.text).toContain(`lang=en`);
  });
});
