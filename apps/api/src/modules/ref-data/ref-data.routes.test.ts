import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists every ISO 3166-1 country with a flag and dial codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ref-data/country' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(249);
    const mexico = body.data.find((c: { code: string }) => c.code === 'MX');
    expect(mexico).toEqual({ code: 'MX', countryName: 'Mexico', emoji: '🇲🇽', dialCodes: ['52'] });
    expect(body.data.find((c: { code: string }) => c.code === 'DO').dialCodes).toEqual([
      '1809',
      '1829',
      '1849',
    ]);
  });

  it('lists the states of a country, case-insensitively by code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ref-data/country/us/state' });
    expect(res.statusCode).toBe(200);
    const states = res.json().data as { stateID: string; countryCode: string }[];
    expect(states.every((s) => s.countryCode === 'US')).toBe(true);
    expect(states.map((s) => s.stateID)).toContain('US-TX');
  });

  it('answers a malformed country code with 400 naming the field, and an unknown one with 404', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/ref-data/country/usa/state' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      name: 'ValidationError',
      errors: [{ path: 'params.code' }],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/ref-data/country/zz/state' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, name: 'NotFound' });
  });

  it('serves genders, languages, job positions and business types', async () => {
    for (const path of ['gender', 'language', 'job-position', 'business-type']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/ref-data/${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.json().data.length, path).toBeGreaterThan(0);
    }
    const types = (await t.app.inject({ method: 'GET', url: '/api/ref-data/business-type' })).json().data;
    expect(types.map((b: { code: string }) => b.code)).toEqual([
      'MA',
      'DI',
      'WS',
      'IM',
      'EX',
      'RE',
      'IN',
      'CO',
      'GO',
    ]);
    const languages = (await t.app.inject({ method: 'GET', url: '/api/ref-data/language' })).json().data;
    expect(languages).toContainEqual({ code: 'es', languageName: 'Spanish', name: 'Español' });
  });
});

describe('reference data in the reader language', () => {
  const list = async <T>(path: string, language?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ref-data/${path}`,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.statusCode, path).toBe(200);
    expect(String(res.headers.vary).toLowerCase(), path).toContain('accept-language');
    return res.json().data as T[];
  };

  it('names genders, job positions and business types from the names tables', async () => {
    expect(await list('gender', 'es')).toEqual([
      { code: 'F', name: 'Femenino' },
      { code: 'M', name: 'Masculino' },
      { code: 'X', name: 'No binario' },
      { code: 'N', name: 'Prefiero no decirlo' },
    ]);
    const positions = await list<{ jobPositionID: string; name: string }>('job-position', 'de');
    expect(positions.find((p) => p.jobPositionID === 'jp10')?.name).toBe('Einkaufsleiter/-in');
    const types = await list<{ code: string; businessTypeName: string }>('business-type', 'zh');
    expect(types.map((b) => b.code)).toEqual(['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO']);
    expect(types[0]).toEqual({ code: 'MA', businessTypeName: '制造商' });
    // English, without a language asked for, once another language's lists are cached.
    expect((await list<{ name: string }>('gender'))[0]!.name).toBe('Female');
  });

  it('names and orders countries and languages in the reader language, by code', async () => {
    const es = await list<{ code: string; countryName: string; emoji: string }>('country', 'es');
    expect(es.find((c) => c.code === 'MX')).toMatchObject({ countryName: 'México', emoji: '🇲🇽' });
    expect(es.find((c) => c.code === 'DE')?.countryName).toBe('Alemania');
    const names = es.map((c) => c.countryName);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(
      (await list<{ code: string; countryName: string }>('country', 'zh')).find((c) => c.code === 'MX'),
    ).toMatchObject({ countryName: '墨西哥' });
    expect(
      (await list<{ code: string; countryName: string }>('country')).find((c) => c.code === 'MX'),
    ).toMatchObject({ countryName: 'Mexico' });

    const languages = await list('language', 'es');
    expect(languages).toContainEqual({ code: 'de', languageName: 'Alemán', name: 'Deutsch' });
    expect(await list('language', 'fr')).toContainEqual({
      code: 'es',
      languageName: 'Espagnol',
      name: 'Español',
    });
  });
});
