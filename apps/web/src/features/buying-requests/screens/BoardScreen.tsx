import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../../shared/api/client.ts';
import { useCountries, useIndustries } from '../../../shared/api/reference-data.ts';
import { loginHref, useSession } from '../../../shared/session/session.ts';
import type { BoardResponse } from '@wbn/contracts';
import { buyingRequestKeys, type BoardFilter } from '../api/buying-requests.ts';
import { numberFormat } from '../../../shared/i18n/format.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import '../buying-requests.css';

/** /buying-requests: open requests taking quotes, newest first, searched and filtered. */
export function BoardScreen() {
  const { t, i18n } = useTranslation('buying-requests');
  usePageMeta(t('board.title'));
  const signedIn = useSession().status === 'authenticated';
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<BoardFilter>({});
  const countries = useCountries();
  const industries = useIndustries();
  const board = useInfiniteQuery({
    queryKey: buyingRequestKeys.board(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BoardResponse>('/buying-requests', { signal, query: { ...filter, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = board.data?.pages.flatMap((p) => p.requests) ?? [];
  return (
    <main className="wbn-rfq">
      <header className="wbn-rfq__header">
        <h1>{t('board.title')}</h1>
        <p>{t('board.intro')}</p>
        {signedIn ? null : (
          <p>
            {t('board.visitor')} <a href={loginHref()}>{t('board.signIn')}</a>
          </p>
        )}
        <Link className="wbn-button" to="/buying-requests/new">
          {t('board.new')}
        </Link>
      </header>
      <form
        className="wbn-rfq__filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter((f) => ({ ...f, q: draft.trim() || undefined }));
        }}
      >
        <input
          className="wbn-input"
          type="search"
          aria-label={t('board.search')}
          placeholder={t('board.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <select
          className="wbn-input"
          aria-label={t('board.industry')}
          value={filter.industry ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, industry: e.target.value || undefined }))}
        >
          <option value="">{`${t('board.industry')}: ${t('board.any')}`}</option>
          {(industries.data ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
        <select
          className="wbn-input"
          aria-label={t('board.country')}
          value={filter.country ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, country: e.target.value || undefined }))}
        >
          <option value="">{`${t('board.country')}: ${t('board.any')}`}</option>
          {(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.countryName}
            </option>
          ))}
        </select>
        <button className="wbn-button" type="submit">
          {t('board.search')}
        </button>
      </form>
      {board.isSuccess && rows.length === 0 ? <p>{t('board.empty')}</p> : null}
      <ul className="wbn-rfq__list">
        {rows.map((r) => (
          <li key={r.requestID} className="wbn-rfq__card">
            <Link to={`/buying-requests/${r.requestID}`}>
              <strong>{r.title}</strong>
            </Link>
            <span>{r.buyer.name}</span>
            <span>{r.categoryName}</span>
            <span>
              {t('board.quantity', {
                quantity: numberFormat(i18n.language).format(r.quantity),
                unit: r.unit,
              })}
            </span>
            <span>{t('board.deliverTo', { country: r.deliveryCountry })}</span>
            <span>{t('board.deadline', { date: new Date(r.deadline).toLocaleString(i18n.language) })}</span>
          </li>
        ))}
      </ul>
      {board.hasNextPage ? (
        <button className="wbn-button" type="button" onClick={() => void board.fetchNextPage()}>
          {t('board.more')}
        </button>
      ) : null}
    </main>
  );
}
