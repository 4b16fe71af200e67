import { useTranslation } from 'react-i18next';
import { portalOrigin, portals } from '@wbn/contracts';
import { runtimeConfig } from '../../../../shared/config/runtime-config.ts';
import { PortalBadge } from '../badges.tsx';
import { regionName } from '../../../../shared/i18n/format.ts';

export function PortalGrid() {
  const { t, i18n } = useTranslation('content');
  const publicUrl = runtimeConfig().publicUrl;
  return (
    <ul className="portal-grid" aria-label={t('network.gridLabel')}>
      {portals.map((portal) => (
        <li key={portal.id}>
          <a className="portal-grid__link" href={portalOrigin(portal, publicUrl)}>
            <PortalBadge portal={portal} />
            <span className="portal-grid__name">
              WBN{' '}
              {portal.countryCode
                ? regionName(portal.countryCode, i18n.language, portal.countryName)
                : t('network.global')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
