import { portalOrigin, portals } from '@wbn/contracts';
import { runtimeConfig } from '../../../../shared/config/runtime-config.ts';

export function PortalList() {
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
