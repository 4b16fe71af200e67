import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessHref, consoleLimits } from '@wbn/contracts';
import { Link } from 'react-router';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { lookupQuery } from '../api/admin.ts';
import { formatDate } from './format.ts';
import { History } from './History.tsx';
import { Loading } from './Status.tsx';

/** Lookup: accounts by e-mail or name and businesses by name, each with its history. */
export function LookupPanel({ viewer, initial = '' }: { viewer: string; initial?: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial.trim());
  const [short, setShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const asked = text.trim();
    setShort(asked.length < consoleLimits.lookupMin);
    if (asked.length >= consoleLimits.lookupMin) setQ(asked);
  }

  return (
    <>
      <form className="admin-search" role="search" onSubmit={submit}>
        <label htmlFor={`${id}-q`}>{t('lookup.label')}</label>
        <div className="admin-search__row">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={consoleLimits.lookupMax}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-hint`}
            aria-invalid={short ? true : undefined}
          />
          <button type="submit" className="button button--primary">
            {t('lookup.submit')}
          </button>
        </div>
        <p id={`${id}-hint`} className={short ? 'admin-act__problem' : 'admin-hint'}>
          {t('lookup.hint')}
        </p>
      </form>
      {q.length >= consoleLimits.lookupMin ? <LookupResults viewer={viewer} q={q} /> : null}
    </>
  );
}

function LookupResults({ viewer, q }: { viewer: string; q: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(lookupQuery(viewer, q));
  return (
    <QueryState
      query={query}
      pending={<Loading />}
      problem={(error) => ({ message: explainFailure(error) })}
      retryLabel={t('retry')}
      className="admin-problem"
    >
      {({ accounts, businesses }) =>
        accounts.length === 0 && businesses.length === 0 ? (
          <p className="admin-empty" role="status">
            {t('lookup.none', { q })}
          </p>
        ) : (
          <div className="admin-lookup">
            {accounts.length ? (
              <section aria-labelledby="admin-lookup-accounts">
                <h2 id="admin-lookup-accounts">{t('lookup.accounts')}</h2>
                <ul className="admin-lookup__list">
                  {accounts.map((a) => (
                    <li key={a.userID} className="admin-card">
                      <h3 className="admin-card__title">
                        <Link to={`/profile/${a.userID}`}>{a.name || a.email}</Link>
                      </h3>
                      <p className="admin-card__meta">
                        {a.email} · {a.role ? t(`roles.${a.role}`) : t('lookup.noRole')} ·{' '}
                        {a.suspension
                          ? a.suspension.until
                            ? t('lookup.suspendedUntil', {
                                date: formatDate(a.suspension.until, i18n.language),
                              })
                            : t('lookup.suspendedForGood')
                          : t('lookup.notSuspended')}
                      </p>
                      <History reports={a.reports} trail={a.trail} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {businesses.length ? (
              <section aria-labelledby="admin-lookup-businesses">
                <h2 id="admin-lookup-businesses">{t('lookup.businesses')}</h2>
                <ul className="admin-lookup__list">
                  {businesses.map((b) => (
                    <li key={b.businessID} className="admin-card">
                      <h3 className="admin-card__title">
                        <Link to={businessHref(b.name, b.businessID)}>{b.name}</Link>
                      </h3>
                      <p className="admin-card__meta">
                        {b.owner
                          ? t('lookup.owner', { name: b.owner.name, email: b.owner.email })
                          : t('lookup.noOwner')}
                      </p>
                      <History reports={b.reports} trail={b.trail} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )
      }
    </QueryState>
  );
}
