import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { searchResultHref, type IndustryTree } from '@wbn/contracts';
import '../../app/i18n-all.ts';
import { industryTreeQuery } from '../../shared/api/reference-data.ts';
import { IndustriesPage } from './pages/IndustriesPage.tsx';

const industry = (key: string, name: string, order: number): IndustryTree => ({
  _id: `i${key}`,
  id: `i${key}`,
  key,
  name,
  icon: 'energy',
  description: `${name} described in one sentence.`,
  order,
  categories: [
    {
      id: `c${key}-02`,
      name: `${name} Second`,
      order: 2,
      subCategories: [{ id: `s${key}-02-01`, name: 'Solar & Wind', order: 1 }],
    },
    { id: `c${key}-01`, name: `${name} First`, order: 1, subCategories: [] },
  ],
});

function render(tree: IndustryTree[] | undefined) {
  const client = new QueryClient();
  if (tree) client.setQueryData(industryTreeQuery.queryKey, tree);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <IndustriesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('IndustriesPage', () => {
  it('shows each industry in order with icon, name, description, categories and subcategories, all search links', () => {
    const html = render([industry('0002', 'Energy', 2), industry('0001', 'Automation', 1)]);
    expect(html.indexOf('id="industry-0001"')).toBeLessThan(html.indexOf('id="industry-0002"'));
    expect(html.match(/data-testid="industry-card"/g)).toHaveLength(2);
    expect(html).toContain('class="industry-icon"');
    expect(html).toContain('Energy described in one sentence.');
    // Categories by their order, subcategories under them; every link searches manufacturers worldwide.
    expect(html.indexOf('Automation First')).toBeLessThan(html.indexOf('Automation Second'));
    for (const term of ['Automation', 'Automation First', 'Automation Second', 'Solar & Wind'])
      expect(html).toContain(
        `href="${searchResultHref({ business: 'MA', countries: 'global', search: term }).replace(/&/g, '&amp;')}"`,
      );
  });

  it('shows a loading indicator before the tree arrives', () => {
    expect(render(undefined)).toContain('role="status"');
  });
});
