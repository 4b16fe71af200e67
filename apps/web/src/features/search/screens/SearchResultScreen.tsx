import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  limits,
  messages,
  searchBounds,
  type BusinessSearchResult,
  type ProductResult,
  type SearchTypeCode,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useCountries } from '../../../shared/api/reference-data.ts';
import { useSearchPage, type SearchPage } from '../api/search.ts';
import { Pagination } from '../components/Pagination.tsx';
import { UserResultCard } from '../components/UserResultCard.tsx';
import { pageCount } from '../lib/pagination.ts';
import { readSearchRequest, searchPageHref, type SearchRequest } from '../lib/search-params.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../search.css';

/** The API serves results up to skip = searchBounds.skipMax; pages beyond that are not offered. */
const MAX_PAGE = Math.floor(searchBounds.skipMax / limits.searchPageSize) + 1;

/** The cards of business and product results (their features'), handed in by the page in src/app. */
export interface SearchResultCards {
  business(result: BusinessSearchResult): ReactNode;
  /** A product result (`sponsored` when a boost put it first). */
  product(product: ProductResult): ReactNode;
}

/**
 * /search-result?business=&countries=&search=&page=: the heading line (count, type, query), one
 * card per result, 5 per page, and numbered pagination. Everything comes from the address, which
 * the header's search bar also reads, so the two never disagree.
 */
export function SearchResultScreen({ cards }: { cards: SearchResultCards }) {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const request = readSearchRequest(params);
  const typeName = t(`shell:search.types.${request.business}`);
  usePageMeta(
    request.search
      ? t('title.withQuery', { query: request.search, type: typeName })
      : t('title.noQuery', { type: typeName }),
  );
  const query = useSearchPage(request);
  const headingRef = useFocusHeadingOnPageChange(request);
  const { data: countries } = useCountries();
  const countryName =
    request.countries === 'global'
      ? null
      : (countries?.find((c) => c.code === request.countries)?.countryName ?? request.countries);

  const data = query.data;
  // keepPreviousData shows the last page while the next loads; it is "stale" until the new one arrives.
  const updating = query.isPlaceholderData && query.isFetching;
  const pages = data ? Math.min(pageCount(data.total, limits.searchPageSize), MAX_PAGE) : 0;

  return (
    <div className="page search-page">
      <h1 className="search-page__heading" ref={headingRef} tabIndex={-1} aria-live="polite">
        {query.isError ? (
          t('title.noQuery', { type: typeName })
        ) : data && !updating ? (
          <Heading data={data} request={request} typeName={typeName} countryName={countryName} />
        ) : (
          t('heading.searching', { type: typeName })
        )}
      </h1>

      {query.isError ? (
        <SearchError request={request} onRetry={() => void query.refetch()} error={query.error} />
      ) : !data ? (
        <div className="search-page__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{say(messages.loading)}</span>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyResults request={request} typeName={typeName} total={data.total} lastPage={pages} />
      ) : (
        <>
          {updating && (
            <p className="search-page__updating" role="status">
              <span className="spinner spinner--small" aria-hidden="true" />
              {say(messages.loading)}
            </p>
          )}
          <ResultList data={data} busy={updating} cards={cards} />
          <Pagination
            page={request.page}
            pageCount={pages}
            hrefFor={(page) => searchPageHref(request, page)}
          />
        </>
      )}
    </div>
  );
}

/** After a move to another page of the same search, continue from the heading, at the top. */
function useFocusHeadingOnPageChange(request: SearchRequest) {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(request);
  useEffect(() => {
    const before = previous.current;
    previous.current = request;
    const sameSearch =
      before.business === request.business &&
      before.countries === request.countries &&
      before.search === request.search;
    if (sameSearch && before.page !== request.page) ref.current?.focus({ preventScroll: true });
  }, [request]);
  return ref;
}

function Heading({
  data,
  request,
  typeName,
  countryName,
}: {
  data: SearchPage;
  request: SearchRequest;
  typeName: string;
  countryName: string | null;
}) {
  const { t, i18n } = useTranslation('search');
  const shown = data.capped
    ? `${new Intl.NumberFormat(i18n.language).format(data.total)}+`
    : new Intl.NumberFormat(i18n.language).format(data.total);
  const count = t('heading.count', { count: data.total, shown });
  return (
    <>
      <span className="search-page__count" data-testid="result-count">
        {count}
      </span>{' '}
      {t('heading.inType')} <span className="search-page__type">{typeName}</span>
      {request.search && (
        <>
          {' '}
          {t('heading.forQuery')} <q className="search-page__query">{request.search}</q>
        </>
      )}
      {countryName && (
        <>
          {' '}
          {t('heading.fromCountry')} <span className="search-page__country">{countryName}</span>
        </>
      )}
    </>
  );
}

function ResultList({ data, busy, cards }: { data: SearchPage; busy: boolean; cards: SearchResultCards }) {
  return (
    <ul className="search-page__results" aria-busy={busy || undefined} data-testid="search-results">
      {data.kind === 'businesses' &&
        data.items.map((r) => <li key={r.businessProfile.businessID}>{cards.business(r)}</li>)}
      {data.kind === 'products' &&
        data.items.map((product) => <li key={product.productID}>{cards.product(product)}</li>)}
      {data.kind === 'users' &&
        data.items.map((profile) => (
          <li key={profile.userID}>
            <UserResultCard profile={profile} />
          </li>
        ))}
    </ul>
  );
}

/** Other types worth a try when a search finds nothing: products first, then the common company types. */
const suggestedTypes: SearchTypeCode[] = ['PR', 'MA', 'DI', 'EX', 'UR'];

function EmptyResults({
  request,
  typeName,
  total,
  lastPage,
}: {
  request: SearchRequest;
  typeName: string;
  total: number;
  lastPage: number;
}) {
  const { t } = useTranslation('search');
  // A page past the end of results that exist (an old link, a hand-edited address).
  if (total > 0 && lastPage > 0)
    return (
      <div className="search-page__empty">
        <p>{t('empty.pastEnd')}</p>
        <Link className="button button--primary" to={searchPageHref(request, lastPage)}>
          {t('empty.lastPage', { page: lastPage })}
        </Link>
      </div>
    );
  const others = suggestedTypes.filter((code) => code !== request.business).slice(0, 3);
  return (
    <div className="search-page__empty" data-testid="search-empty">
      <p className="search-page__empty-title">
        {request.search
          ? t('empty.title', { type: typeName, query: request.search })
          : t('empty.titleNoQuery', { type: typeName })}
      </p>
      <p>{t('empty.tipsIntro')}</p>
      <ul className="search-page__tips">
        {request.search && <li>{t('empty.spelling')}</li>}
        {request.search && <li>{t('empty.productWords')}</li>}
        {request.countries !== 'global' && (
          <li>
            <Link to={searchPageHref({ ...request, countries: 'global' }, 1)}>{t('empty.global')}</Link>
          </li>
        )}
        <li>
          {t('empty.otherTypes')}{' '}
          {others.map((code, i) => (
            <span key={code}>
              {i > 0 && ', '}
              <Link to={searchPageHref({ ...request, business: code }, 1)}>
                {t(`shell:search.types.${code}`)}
              </Link>
            </span>
          ))}
        </li>
        <li>
          <Link to="/industries">{t('empty.browseIndustries')}</Link>
        </li>
      </ul>
    </div>
  );
}

function SearchError({
  request,
  onRetry,
  error,
}: {
  request: SearchRequest;
  onRetry: () => void;
  error: Error;
}) {
  const { t } = useTranslation('search');
  // A refused request (a page too deep, a text too long) will not succeed by asking again.
  const refused = error instanceof ApiError && error.status === 400;
  return (
    <div className="search-page__empty" role="alert">
      <p className="search-page__empty-title">{say(messages.errorLoadingData)}</p>
      {refused ? (
        <>
          {/* The field's own sentence: the top-level message starts with its path ("body.skip: …"). */}
          <p>{error.errors[0]?.message ?? error.message}</p>
          <Link className="button button--primary" to={searchPageHref(request, 1)}>
            {t('error.firstPage')}
          </Link>
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
