import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  lastRegisteredDefaultTypes,
  limits,
  searchResultHref,
  type LastRegisteredGroup,
} from '@wbn/contracts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { useLastRegistered } from '../api/get-last-registered.ts';
import '../search.css';

/** A business of a group, as its card shows it (the business feature's, from the home page in src/app). */
export type LatestBusinessCard = (
  business: LastRegisteredGroup['results'][number]['businessProfile'],
) => ReactNode;

/**
 * The home page's latest registered businesses: Manufacturers, Distributors, Exporters and
 * Consultants, the newest 3 of each (grouped by each business's type code, by the API).
 */
export function LatestRegisteredBusinesses({ card }: { card: LatestBusinessCard }) {
  const { t } = useTranslation('search');
  const query = useLastRegistered();
  return (
    <section className="latest" aria-labelledby="latest-title">
      <header className="latest__header">
        <h2 id="latest-title">{t('latest.title')}</h2>
        <p>{t('latest.intro')}</p>
      </header>
      <QueryState
        query={query}
        pending={
          <div className="latest__groups" aria-busy="true">
            <p className="visually-hidden" role="status">
              {t('latest.loading')}
            </p>
            {lastRegisteredDefaultTypes.map((code) => (
              <div key={code} className="latest__group" aria-hidden="true">
                <span className="skeleton skeleton--heading" />
                <div className="latest__cards">
                  {Array.from({ length: limits.latestRegisteredPerGroup }, (_, i) => (
                    <span key={i} className="skeleton skeleton--card" />
                  ))}
                </div>
              </div>
            ))}
          </div>
        }
        problem={t('latest.failed')}
        retryLabel={t('latest.retry')}
        className="latest__problem"
      >
        {(data) => (
          <div className="latest__groups">
            {/* Always the four groups, in the spec's order, whatever the answer holds. */}
            {lastRegisteredDefaultTypes.map((code) => (
              <Group
                key={code}
                code={code}
                group={data.groups.find((g) => g.businessType.code === code)}
                card={card}
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Group({
  code,
  group,
  card,
}: {
  code: string;
  group: LastRegisteredGroup | undefined;
  card: LatestBusinessCard;
}) {
  const { t } = useTranslation('search');
  const name = group?.businessType.name || t(`shell:search.types.${code}`);
  const headingId = `latest-${code}`;
  const results = (group?.results ?? []).slice(0, limits.latestRegisteredPerGroup);
  return (
    <section
      className="latest__group"
      aria-labelledby={headingId}
      data-testid="latest-group"
      data-type={code}
    >
      <div className="latest__group-head">
        <h3 id={headingId}>{name}</h3>
        {results.length > 0 && (
          <Link to={searchResultHref({ business: code })} className="latest__see-all">
            {t('latest.seeAll', { type: name })}
          </Link>
        )}
      </div>
      {results.length === 0 ? (
        <p className="latest__empty">{t('latest.emptyGroup', { type: name })}</p>
      ) : (
        <ul className="latest__cards">
          {results.map((r) => (
            <li key={r.businessProfile.businessID}>{card(r.businessProfile)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
