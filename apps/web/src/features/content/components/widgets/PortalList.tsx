import { useTranslation } from 'react-i18next';
import { portalOrigin, portals } from '@wbn/contracts';
import { runtimeConfig } from '../../../../shared/config/runtime-config.ts';
import { regionName } from '../../../../shared/i18n/format.ts';

export function PortalList() {
  const { t, i18n } = useTranslation('content');
  const publicUrl = runtimeConfig().publicUrl;
  return (
    <ul className="portal-list">
      {portals.map((portal) => {
        const origin = portalOrigin(portal, publicUrl);
        return (
          <li key={portal.id}>
            {portal.countryCode
              ? regionName(portal.countryCode, i18n.language, portal.countryName)
              : t('network.global')}
            : <a href={origin}>{new URL(origin).host}</a>
          </li>
        );
      })}
    </ul>
  );
}
