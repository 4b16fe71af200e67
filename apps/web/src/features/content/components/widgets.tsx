import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatPlanPrice,
  membershipBuyHref,
  membershipIds,
  membershipPlan,
  membershipPlans,
  portalOrigin,
  portals,
  tipSlugs,
  type MembershipId,
} from '@wbn/contracts';
import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import contact from '../content/data/contact.json';
import { Avatar, PortalBadge } from './badges.tsx';
import { Illustration } from './Illustration.tsx';
import { usePageContext } from './page-context.ts';

const managementFiles = import.meta.glob<{ executives: { name: string; role: string; bio: string }[] }>(
  '../content/*/management.json',
  { eager: true, import: 'default' },
);

/** `[[name arg]]` in a content file. Unknown names render nothing (and warn while developing). */
export function Widget({ name, arg }: { name: string; arg: string }) {
  switch (name) {
    case 'price-table':
      return <PriceTable />;
    case 'plan-features':
      return <PlanFeatures />;
    case 'buy-now':
      return <BuyNow />;
    case 'portal-grid':
      return <PortalGrid />;
    case 'portal-list':
      return <PortalList />;
    case 'management':
      return <Management />;
    case 'tips-cards':
      return <TipsCards />;
    case 'tips-summary':
      return <TipsSummary />;
    case 'tips-footer':
      return <TipsFooter />;
    case 'common-footer':
      return <CommonFooter />;
    case 'need-help':
      return <NeedHelpButton />;
    case 'contact-options':
      return <ContactOptions />;
    case 'link-button':
      return <LinkButton arg={arg} />;
    default:
      if (import.meta.env.DEV) console.warn(`Unknown content widget "${name}"`);
      return null;
  }
}

function PriceTable() {
  const { t } = useTranslation('content');
  const { meta } = usePageContext();
  const current = meta.plan as MembershipId | undefined;
  const yesNo = (v: boolean) => (v ? t('plans.yes') : t('plans.no'));
  const rows: [string, (id: MembershipId) => string][] = [
    ['plans.rows.price', (id) => formatPlanPrice(membershipPlan(id))],
    ['plans.rows.products', (id) => t('plans.upTo', { count: membershipPlan(id).productLimit })],
    ['plans.rows.verification', (id) => yesNo(membershipPlan(id).verification)],
    ['plans.rows.boosts', (id) => String(membershipPlan(id).boostsPerMonth || '—')],
    [
      'plans.rows.support',
      (id) =>
        membershipPlan(id).supportHours ? t('plans.hours', { count: membershipPlan(id).supportHours }) : '—',
    ],
  ];
  return (
    <div className="price-table" role="region" aria-labelledby="price-table-caption" tabIndex={0}>
      <table>
        <caption id="price-table-caption">{t('plans.caption')}</caption>
        <thead>
          <tr>
            <td />
            {membershipIds.map((id) => (
              <th key={id} scope="col" className={id === current ? 'is-current' : undefined}>
                <Link to={`/membership-${id}`} aria-current={id === current ? 'page' : undefined}>
                  {membershipPlan(id).name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {membershipIds.map((id) => (
                <td key={id} className={id === current ? 'is-current' : undefined}>
                  {value(id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlanFeatures() {
  const { t } = useTranslation('content');
  const { meta } = usePageContext();
  const plan = membershipPlans.find((p) => p.id === meta.plan) ?? membershipPlans[0]!;
  const features = [
    t('plans.features.products', { count: plan.productLimit }),
    t('plans.features.profile'),
    t('plans.features.requests'),
    ...(plan.verification ? [t('plans.features.verification')] : []),
    ...(plan.boostsPerMonth ? [t('plans.features.boosts', { count: plan.boostsPerMonth })] : []),
    ...(plan.supportHours ? [t('plans.features.support', { count: plan.supportHours })] : []),
  ];
  return (
    <div className="plan-summary">
      <p className="plan-summary__price">
        <span className="plan-summary__amount">{formatPlanPrice(plan)}</span>{' '}
        {plan.priceCents > 0 && <span className="plan-summary__period">{t('plans.perYear')}</span>}
      </p>
      <ul className="plan-summary__features">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}

function BuyNow() {
  const { t } = useTranslation('content');
  return (
    <p className="content-actions">
      <Link to={membershipBuyHref} className="content-button content-button--primary">
        {t('plans.buyNow')}
      </Link>
    </p>
  );
}

function PortalGrid() {
  const { t } = useTranslation('content');
  const publicUrl = runtimeConfig().publicUrl;
  return (
    <ul className="portal-grid" aria-label={t('network.gridLabel')}>
      {portals.map((portal) => (
        <li key={portal.id}>
          <a className="portal-grid__link" href={portalOrigin(portal, publicUrl)}>
            <PortalBadge portal={portal} />
            <span className="portal-grid__name">
              WBN {portal.countryCode ? portal.countryName : t('network.global')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function PortalList() {
  const publicUrl = runtimeConfig().publicUrl;
  return (
    <ul className="portal-list">
      {portals.map((portal) => {
        const origin = portalOrigin(portal, publicUrl);
        return (
          <li key={portal.id}>
            {portal.countryCode ? portal.countryName : 'Global'}: <a href={origin}>{new URL(origin).host}</a>
          </li>
        );
      })}
    </ul>
  );
}

function Management() {
  const { i18n } = useTranslation('content');
  const data =
    managementFiles[`../content/${i18n.language}/management.json`] ??
    managementFiles['../content/en/management.json']!;
  return (
    <ul className="management">
      {data.executives.map((e) => (
        <li key={e.name} className="management__person">
          <Avatar name={e.name} />
          <div>
            <h3 className="management__name">{e.name}</h3>
            <p className="management__role">{e.role}</p>
            <p>{e.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TipsCards() {
  const { t } = useTranslation('content');
  const { tips } = usePageContext();
  return (
    <ul className="tips-cards">
      {tips.map((tip) => (
        <li key={tip.slug} className="tips-card">
          <Illustration name={tip.image} alt={tip.imageAlt} className="tips-card__image" />
          <div className="tips-card__body">
            <h2 className="tips-card__title">{tip.title}</h2>
            <p>{tip.excerpt}</p>
            <Link
              to={`/b2b-tips/${tip.slug}`}
              className="tips-card__more"
              aria-label={t('tips.viewMoreAbout', { title: tip.title })}
            >
              {t('tips.viewMore')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The About us summary: the same tips, linked by their short route form. */
function TipsSummary() {
  const { tips } = usePageContext();
  return (
    <ol className="tips-summary">
      {tips.map((tip) => (
        <li key={tip.slug}>
          <Link to={`/${tip.slug}`}>{tip.title}</Link>: {tip.excerpt}
        </li>
      ))}
    </ol>
  );
}

function TipsFooter() {
  const { t } = useTranslation('content');
  const { tips, meta } = usePageContext();
  const index = tipSlugs.indexOf(meta.slug as (typeof tipSlugs)[number]);
  const prev = index > 0 ? tips[index - 1] : undefined;
  const next = index >= 0 && index < tips.length - 1 ? tips[index + 1] : undefined;
  return (
    <nav className="tips-footer" aria-label={t('tips.footerLabel')}>
      <h2 className="tips-footer__title">{t('tips.footerTitle')}</h2>
      <p>{t('tips.footerText')}</p>
      <ol className="tips-footer__list">
        {tips.map((tip) => (
          <li key={tip.slug}>
            {tip.slug === meta.slug ? (
              <span aria-current="page">{tip.title}</span>
            ) : (
              <Link to={`/b2b-tips/${tip.slug}`}>{tip.title}</Link>
            )}
          </li>
        ))}
      </ol>
      <p className="tips-footer__pager">
        {prev && (
          <Link to={`/b2b-tips/${prev.slug}`} rel="prev">
            ← {prev.title}
          </Link>
        )}
        <Link to="/b2b-tips">{t('tips.allTips')}</Link>
        {next && (
          <Link to={`/b2b-tips/${next.slug}`} rel="next">
            {next.title} →
          </Link>
        )}
      </p>
    </nav>
  );
}

function CommonFooter() {
  const { t } = useTranslation('content');
  return (
    <aside className="common-footer" aria-labelledby="common-footer-title">
      <h2 id="common-footer-title">{t('commonFooter.title')}</h2>
      <p>{t('commonFooter.text')}</p>
      <p className="content-actions">
        <Link to="/membership-standard" className="content-button content-button--primary">
          {t('commonFooter.join')}
        </Link>
        <Link to="/contact-us/form" className="content-button">
          {t('commonFooter.help')}
        </Link>
      </p>
    </aside>
  );
}

function NeedHelpButton() {
  const { t } = useTranslation('content');
  return (
    <p className="content-actions">
      <Link to="/contact-us/form" className="content-button content-button--primary">
        {t('contact.needHelp')}
      </Link>
    </p>
  );
}

/** `[[link-button /path Label words]]`: a call to action to another page. */
function LinkButton({ arg }: { arg: string }) {
  const [to = '/', ...label] = arg.split(/\s+/);
  return (
    <p className="content-actions">
      <Link to={to} className="content-button content-button--primary">
        {label.join(' ')}
      </Link>
    </p>
  );
}

function ContactOptions() {
  const { t } = useTranslation('content');
  return (
    <ul className="contact-options">
      {contact.channels.map((c) => (
        <li key={c.region} className="contact-option">
          <h3 className="contact-option__title">{t(`contact.region.${c.region}`)}</h3>
          <dl>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={c.phoneHref}>{c.phone}</a>
            </dd>
            <dt>{t('contact.whatsapp')}</dt>
            <dd>
              <a href={c.whatsappHref} target="_blank" rel="noopener noreferrer">
                {c.whatsapp}
              </a>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
