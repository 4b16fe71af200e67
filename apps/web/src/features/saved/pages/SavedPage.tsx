import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, messages, productHref, type SavedList, type SavedResourceType } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { savedKeys } from '../api/saved-keys.ts';
import { savedListQuery, savedStateQuery, setSaved } from '../api/saved.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../saved.css';

interface Item {
  type: SavedResourceType;
  id: string;
  name: string;
  href: string;
  photo: { url: string } | null;
  lines: string[];
}

const productItems = (list: SavedList): Item[] =>
  list.products.map((p) => ({
    type: 'product',
    id: p.productID,
    name: p.name,
    href: productHref(p.businessProfile.general.companyName, p.name, p.productID),
    photo: p.mainImage,
    lines: [p.businessProfile.general.companyName, [p.industry.name, p.category.name].join(' | ')],
  }));

const businessItems = (list: SavedList): Item[] =>
  list.businesses.map((b) => ({
    type: 'business',
    id: b.businessID,
    name: b.general.companyName,
    href: businessHref(b.general.companyName, b.businessID),
    photo: b.general.profilePhoto,
    lines: [
      [b.general.businessType.name, b.contactInfo.country.countryName].filter(Boolean).join(' · '),
      b.general.shortDescription,
    ].filter(Boolean),
  }));

/**
 * /saved (from the account menu: Saved, Favorite Business): the products and businesses the user
 * saved, newest first, each with a link to it and Remove. A removal disappears at once and comes
 * back if the call fails.
 */
export function SavedPage() {
  const { t } = useTranslation('saved');
  usePageMeta(t('title'));
  const session = useSession();
  const viewer = session.userID ?? 'visitor';
  const query = useQuery(savedListQuery(viewer));
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const { hash } = useLocation();

  // Favorite Business in the account menu leads to the businesses (#businesses).
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  async function remove(item: Item) {
    const key = `${item.type}:${item.id}`;
    setRemoving((s) => new Set(s).add(key));
    try {
      const saved = await setSaved(item.type, item.id, false);
      queryClient.setQueryData(savedStateQuery(item.type, item.id, viewer).queryKey, saved);
      queryClient.setQueryData<SavedList>(savedKeys.list(viewer), (list) =>
        list
          ? {
              products: list.products.filter((p) => item.type !== 'product' || p.productID !== item.id),
              businesses: list.businesses.filter((b) => item.type !== 'business' || b.businessID !== item.id),
            }
          : list,
      );
      toast.success(t('removed', { name: item.name }));
    } catch (error) {
      toast.error(explainFailure(error));
    } finally {
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }

  return (
    <div className="page saved-page">
      <h1>{t('heading')}</h1>
      <p className="saved-intro">{t('intro')}</p>
      <QueryState
        query={query}
        pending={
          <p className="saved-status" role="status">
            <span className="spinner saved-status__spinner" aria-hidden="true" /> {say(messages.loading)}
          </p>
        }
        problem={say(messages.unexpectedError)}
        retryLabel={t('retry')}
        className="saved-problem"
      >
        {(data) => {
          const sections: { id: string; title: string; empty: string; items: Item[] }[] = [
            { id: 'products', title: t('products'), empty: t('noProducts'), items: productItems(data) },
            {
              id: 'businesses',
              title: t('businesses'),
              empty: t('noBusinesses'),
              items: businessItems(data),
            },
          ];
          return sections.map((section) => {
            const items = section.items.filter((i) => !removing.has(`${i.type}:${i.id}`));
            return (
              <section
                key={section.id}
                id={section.id}
                className="saved-section"
                aria-labelledby={`saved-${section.id}`}
              >
                <h2 id={`saved-${section.id}`} className="saved-section__title">
                  {section.title} <span className="saved-section__count">({items.length})</span>
                </h2>
                {items.length === 0 ? (
                  <p className="saved-empty">{section.empty}</p>
                ) : (
                  <ul className="saved-list">
                    {items.map((item) => (
                      <li key={item.id} className="saved-item">
                        <Avatar photo={item.photo} name={item.name} size={56} square />
                        <div className="saved-item__body">
                          <Link to={item.href} className="saved-item__name">
                            {item.name}
                          </Link>
                          {item.lines.map((line, i) => (
                            <p key={i} className="saved-item__line">
                              {line}
                            </p>
                          ))}
                        </div>
                        <button
                          type="button"
                          className="button button--ghost saved-item__remove"
                          onClick={() => void remove(item)}
                        >
                          {t('remove')}
                          <span className="visually-hidden"> {item.name}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          });
        }}
      </QueryState>
    </div>
  );
}
