import { describe, expect, it } from 'vitest';
import { limits, type IndustryTree } from '@wbn/contracts';
import '../../i18n-all.ts';
import { industryTreeQuery } from '../../../shared/api/reference-data.ts';
import { renderHtml } from '../../../shared/testing/render-html.test-data.tsx';
import { Sidebar } from './Sidebar.tsx';

const industry = (n: number): IndustryTree => ({
  _id: `i${n}`,
  id: `i000${n}`,
  key: `000${n}`,
  name: `Industry ${n}`,
  icon: 'automation',
  description: '',
  order: n,
  categories: [],
});

const placeholders = (html: string) => html.match(/data-testid="sidebar-placeholder"/g)?.length ?? 0;

describe('the sidebar', () => {
  it('holds the industries’ rows while they load, so All Categories does not move down', () => {
    const html = renderHtml(<Sidebar />);
    expect(placeholders(html)).toBe(limits.topLevelIndustries);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('All Categories');
  });

  it('shows the industries, and no placeholder, once they are in', () => {
    const html = renderHtml(<Sidebar />, {
      data: [[industryTreeQuery.queryKey, [industry(1), industry(2)]]],
    });
    expect(placeholders(html)).toBe(0);
    expect(html).toContain('Industry 1');
    expect(html).toContain('Industry 2');
  });
});
