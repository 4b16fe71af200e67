import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginHref, registerHref } from './session.ts';

// The sign-on pages open in the page's language, and the service keeps it through the flow
// (decision 0028).
describe('the links to the sign-on service', () => {
  beforeAll(async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
  });
  afterEach(() => i18next.changeLanguage('en'));

  it("carry the page's language after the continue address and the tab's state", async () => {
    await i18next.changeLanguage('de');
    const login = new URL(loginHref('http://localhost:3000/newsfeed'));
    expect(login.pathname).toBe('/login');
    expect([...login.searchParams.keys()]).toEqual(['continue', 'state', 'lang']);
    expect(login.searchParams.get('continue')).toBe('http://localhost:3000/newsfeed');
    expect(login.searchParams.get('lang')).toBe('de');
    await i18next.changeLanguage('zh');
    expect(new URL(registerHref('http://localhost:3000/')).searchParams.get('lang')).toBe('zh');
  });

  it('take a language given to them (the one /SetID/ was asked for) over the page’s', async () => {
    await i18next.changeLanguage('es');
    expect(new URL(loginHref('http://localhost:3000/', 'fr')).searchParams.get('lang')).toBe('fr');
  });
});
