import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { membershipIds, membershipPlan, type MembershipId } from '@wbn/contracts';
import { planName } from '../../../../shared/i18n/tier.ts';
import { planPrice } from '../../../../shared/i18n/plans.ts';
import { numberFormat } from '../../../../shared/i18n/format.ts';
import { usePageContext } from '../page-context.ts';

export function PriceTable() {
  const { t, i18n } = useTranslation('content');
  const { meta } = usePageContext();
  const current = meta.plan as MembershipId | undefined;
  const yesNo = (v: boolean) => (v ? t('plans.yes') : t('plans.no'));
  const rows: [string, (id: MembershipId) => string][] = [
    ['plans.rows.price', (id) => planPrice(t, membershipPlan(id), i18n.language)],
    ['plans.rows.products', (id) => t('plans.upTo', { count: membershipPlan(id).productLimit })],
    ['plans.rows.verification', (id) => yesNo(membershipPlan(id).verification)],
    [
      'plans.rows.boosts',
      (id) =>
        membershipPlan(id).boostsPerMonth
          ? numberFormat(i18n.language).format(membershipPlan(id).boostsPerMonth)
          : '—',
    ],
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
                  {planName(t, id)}
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
