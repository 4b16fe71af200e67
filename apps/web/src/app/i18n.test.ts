import { describe, expect, it } from 'vitest';
import i18n from './i18n.ts';
import { loadNamespaces, withStrings } from '../shared/i18n/load-namespaces.ts';

// The app's i18next: the frame's strings at once, a feature's when first asked for (decision 0015).

describe('i18n', () => {
  it('has the common and shell strings from the start, and no feature strings', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('shell:search.submit')).toBe('Search');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'search')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'business')).toBe(false);
  });

  it("loads a feature's namespace on demand, a split one with each part under its key", async () => {
    await loadNamespaces(['search', 'business']);
    expect(i18n.hasLoadedNamespace('search')).toBe(true);
    expect(i18n.t('search:pagination.next')).toBe('Next');
    expect(i18n.t('business:cards.country')).toBe('Country');
    expect(i18n.t('business:profile.title')).toBe('Business profile');
  });

  it('hands a page over only once its strings are here', async () => {
    const page = await withStrings(Promise.resolve({ Page: 'page' }), ['saved']);
    expect(page).toEqual({ Page: 'page' });
    expect(i18n.hasResourceBundle('en', 'saved')).toBe(true);
  });

  it('rejects a namespace that has no strings, so the route shows its error page', async () => {
    await expect(loadNamespaces(['no-such-feature'])).rejects.toThrow(/no-such-feature/);
  });
});
