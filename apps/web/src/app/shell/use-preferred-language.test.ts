// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import i18n from '../i18n.ts';
import { switchPageLanguage } from './use-preferred-language.ts';
import { apiRequest } from '../../shared/api/client.ts';
import { industryTreeQuery } from '../../shared/api/reference-data.ts';

// The API names reference data in the language it is asked in (decision 0031): the client asks in
// the page's language, and a page that changes language reads its answers again rather than
// showing one language's names in another.

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('answers in the page language', () => {
  it("asks the API in the page's language", async () => {
    const asked: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      asked.push(new Headers(init.headers).get('accept-language'));
      return new Response(JSON.stringify({ success: true, data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    // The client asks in the language the document declares (`<html lang>`, which the server
    // writes and a switch keeps).
    document.documentElement.lang = 'en';
    await apiRequest('/catsys/industry/full-tree', { anonymous: true });
    document.documentElement.lang = 'zh';
    await apiRequest('/catsys/industry/full-tree', { anonymous: true });
    expect(asked).toEqual(['en', 'zh']);
  });

  it('reads the cached answers again when the page switches to the preferred language', async () => {
    const client = new QueryClient();
    client.setQueryData(industryTreeQuery.queryKey, []);
    expect(client.getQueryState(industryTreeQuery.queryKey)?.isInvalidated).toBe(false);
    await switchPageLanguage(i18n, client, 'es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(client.getQueryState(industryTreeQuery.queryKey)?.isInvalidated).toBe(true);
  });
});
