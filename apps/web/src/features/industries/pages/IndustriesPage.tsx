import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, searchResultHref, type IndustryTree } from '@wbn/contracts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { IndustryIcon } from '../../../shared/ui/industry-icon.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useIndustryTree } from '../../../shared/api/reference-data.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../industries.css';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const cardId = (industry: IndustryTree) => `industry-${industry.key}`;
/** The public-pages spec: every link here searches manufacturers worldwide for its name. */
const searchFor = (term: string) => searchResultHref({ business: 'MA', countries: 'global', search: term });

/** /industries: the 15 industries, each with its categories and subcategories, all search links. */
export function IndustriesPage() {
  const { t } = useTranslation('industries');
  usePageMeta(t('title'));
  const query = useIndustryTree();

  return (
    <div className="page industries">
      <header className="industries__intro">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <QueryState
        query={query}
        pending={<FullPageLoader label={t('loading')} />}
        problem={say(messages.errorLoadingData)}
        retryLabel={t('retry')}
        className="industries__problem"
      >
        {(data) => {
          const industries = data.slice().sort(byOrder);
          if (industries.length === 0) return <p className="industries__problem">{t('empty')}</p>;
          return (
            <>
              <JumpNav industries={industries} />
              <ul className="industries__grid">
                {industries.map((industry) => (
                  <li key={industry.id}>
                    <IndustryCard industry={industry} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** Short links to each card: the page is long, and a keyboard user lands inside the chosen card. */
function JumpNav({ industries }: { industries: IndustryTree[] }) {
  const { t } = useTranslation('industries');
  const jump = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // Scroll and focus without a history entry (the router would treat a hash change as a move).
    e.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav className="industries__jump" aria-label={t('jumpLabel')}>
      <ul>
        {industries.map((industry) => (
          <li key={industry.id}>
            <a href={`#${cardId(industry)}`} onClick={(e) => jump(e, cardId(industry))}>
              <IndustryIcon name={industry.icon} size={16} />
              <span>{industry.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function IndustryCard({ industry }: { industry: IndustryTree }) {
  const { t } = useTranslation('industries');
  const headingId = `${cardId(industry)}-title`;
  const categories = industry.categories.slice().sort(byOrder);
  return (
    <article
      className="industry-card"
      id={cardId(industry)}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="industry-card"
    >
      <header className="industry-card__header">
        <span className="industry-card__icon">
          <IndustryIcon name={industry.icon} size={28} />
        </span>
        <h2 id={headingId} className="industry-card__name">
          <Link to={searchFor(industry.name)}>{industry.name}</Link>
        </h2>
      </header>
      <p className="industry-card__description">{industry.description}</p>
      <ul className="industry-card__categories" aria-label={t('categoriesOf', { industry: industry.name })}>
        {categories.map((category) => (
          <li key={category.id} className="industry-card__category">
            <h3 className="industry-card__category-name">
              <Link to={searchFor(category.name)}>{category.name}</Link>
            </h3>
            {category.subCategories.length > 0 && (
              <ul
                className="industry-card__subs"
                aria-label={t('subcategoriesOf', { category: category.name })}
              >
                {category.subCategories
                  .slice()
                  .sort(byOrder)
                  .map((sub) => (
                    <li key={sub.id}>
                      <Link to={searchFor(sub.name)}>{sub.name}</Link>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
