import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../lib/pagination.ts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: every page is a real link (open in a new tab, share, go back). */
  hrefFor: (page: number) => string;
}

/** Numbered pages with previous and next, and no first or last buttons (core spec §2). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="pagination__word">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className="pagination__word">{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
              <span className="pagination__word">{t('pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <span className="pagination__word">{t('pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
