import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Industry, IndustryTree } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0'));

describe('category system', () => {
  it('lists the 15 industries in order with their four-digit keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catsys/industry' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const body = res.json();
    expect(body.success).toBe(true);
    const industries = body.data as Industry[];
    expect(industries.map((i) => i.key)).toEqual(keys);
    expect(industries.map((i) => i.order)).toEqual(keys.map((_, i) => i + 1));
    expect(industries[0]).toMatchObject({
      _id: 'i0001',
      id: 'i0001',
      name: 'Automation',
      icon: 'automation',
    });
    expect(industries[14]).toMatchObject({
      key: '0015',
      name: 'Business Services',
      icon: 'business-services',
    });
    for (const ind of industries) expect(ind.description.length, ind.name).toBeGreaterThan(0);
  });

  it('lists the categories of an industry by id and by key, ordered', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/i0001/category' });
    expect(byId.statusCode).toBe(200);
    const categories = byId.json().data as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories[0]).toMatchObject({
      id: 'c0001-01',
      industryID: 'i0001',
      name: 'Industrial Robots',
      order: 1,
    });
    expect(categories.map((c) => c.order)).toEqual(categories.map((_, i) => i + 1));
    expect(categories.every((c) => c.industryID === 'i0001')).toBe(true);

    const byKey = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/0001/category' });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().data).toEqual(categories);

    const other = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/0013/category' });
    expect(other.statusCode).toBe(200);
    expect((other.json().data as Category[]).every((c) => c.industryID === 'i0013')).toBe(true);
  });

  it('answers an unknown industry with 404 in the error envelope', async () => {
    for (const id of ['i9999', '0016', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catsys/industry/${id}/category` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ success: false, name: 'NotFound' });
    }
  });

  it('serves the full tree with categories and subcategories ordered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as IndustryTree[];
    expect(tree.map((i) => i.key)).toEqual(keys);
    for (const ind of tree) {
      expect(ind.categories.length, ind.name).toBeGreaterThanOrEqual(6);
      expect(
        ind.categories.map((c) => c.order),
        ind.name,
      ).toEqual(ind.categories.map((_, i) => i + 1));
      for (const cat of ind.categories) {
        expect(cat.subCategories.length, cat.name).toBeGreaterThanOrEqual(4);
        expect(
          cat.subCategories.map((s) => s.order),
          cat.name,
        ).toEqual(cat.subCategories.map((_, i) => i + 1));
      }
    }
    const robots = tree[0]!.categories[0]!;
    expect(robots.name).toBe('Industrial Robots');
    expect(robots.subCategories[0]).toEqual({ id: 's0001-01-01', name: 'Articulated Robots', order: 1 });
  });

  it('agrees between the full tree and the per-industry category list', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' })).json()
      .data as IndustryTree[];
    const energy = tree.find((i) => i.key === '0003')!;
    const cats = (await t.app.inject({ method: 'GET', url: '/api/catsys/industry/i0003/category' })).json()
      .data as Category[];
    expect(cats.map((c) => [c.id, c.name])).toEqual(energy.categories.map((c) => [c.id, c.name]));
  });
});

describe('the category system in the reader language', () => {
  const tree = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree', headers });
    expect(res.statusCode).toBe(200);
    return { tree: res.json().data as IndustryTree[], vary: String(res.headers.vary) };
  };
  const pumps = (industries: IndustryTree[]) => industries[3]!.categories[3]!;

  it('answers the tree in Spanish and in Chinese by Accept-Language, and in English without', async () => {
    const es = await tree({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(es.tree[0]).toMatchObject({ id: 'i0001', name: 'Automatización', icon: 'automation' });
    expect(es.tree[0]!.description).toMatch(/^Todo lo que hace que una planta funcione/);
    expect(es.tree[0]!.categories[0]).toMatchObject({ id: 'c0001-01', name: 'Robots industriales' });
    expect(es.tree[0]!.categories[0]!.subCategories[0]).toEqual({
      id: 's0001-01-01',
      name: 'Robots articulados',
      order: 1,
    });
    expect(pumps(es.tree).subCategories[2]).toMatchObject({ id: 's0004-04-03', name: 'Válvulas de bola' });
    expect(es.vary.toLowerCase()).toContain('accept-language');

    const zh = await tree({ 'accept-language': 'zh-CN' });
    expect(zh.tree[0]!.name).toBe('自动化');
    expect(zh.tree[0]!.categories[0]!.name).toBe('工业机器人');
    expect(pumps(zh.tree)).toMatchObject({ name: '泵与阀门' });
    expect(pumps(zh.tree).subCategories[2]!.name).toBe('球阀');

    const en = await tree({});
    expect(en.tree[0]!.name).toBe('Automation');
    expect(pumps(en.tree).subCategories[2]!.name).toBe('Ball Valves');
    expect(en.vary.toLowerCase()).toContain('accept-language');

    // The same tree in each: the ids and the order do not depend on the language.
    const shape = (industries: IndustryTree[]) =>
      industries.map((i) => [i.id, i.categories.map((c) => [c.id, c.subCategories.map((s) => s.id)])]);
    expect(shape(es.tree)).toEqual(shape(en.tree));
    expect(shape(zh.tree)).toEqual(shape(en.tree));
  });

  it('never serves one language’s tree, kept in memory, to a reader of another', async () => {
    // Each answer is read right after another language's filled the process's cache.
    expect((await tree({ 'accept-language': 'es' })).tree[0]!.name).toBe('Automatización');
    expect((await tree({})).tree[0]!.name).toBe('Automation');
    expect((await tree({ 'accept-language': 'de' })).tree[0]!.name).toBe('Automatisierung');
    expect((await tree({ 'accept-language': 'es' })).tree[0]!.name).toBe('Automatización');
    expect((await tree({ 'accept-language': 'en' })).tree[0]!.name).toBe('Automation');
  });

  it('names the industries and the categories of an industry in the reader language', async () => {
    const industries = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry',
      headers: { 'accept-language': 'fr' },
    });
    expect((industries.json().data as Industry[])[14]).toMatchObject({
      key: '0015',
      name: 'Services aux entreprises',
    });
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/0004/category',
      headers: { 'accept-language': 'it' },
    });
    expect((categories.json().data as Category[])[3]).toMatchObject({
      id: 'c0004-04',
      name: 'Pompe e valvole',
    });
    expect(String(categories.headers.vary).toLowerCase()).toContain('accept-language');
  });
});
