import { useTranslation } from 'react-i18next';
import type { Certificate } from '@wbn/contracts';
import { formatDate } from '../../lib/profile-format.ts';

/** The business's certificates: photo (opens full size), name, issue and expiry dates. */
export function CertificateList({ certificates }: { certificates: readonly Certificate[] }) {
  const { t, i18n } = useTranslation('business', { keyPrefix: 'profile' });
  if (!certificates.length) return <p className="business-section__empty">{t('noCertificates')}</p>;
  const dash = t('dash');

  return (
    <ul className="certificate-list">
      {certificates.map((c) => (
        <li key={c.id} className="certificate">
          {c.photo?.url ? (
            <a
              className="certificate__photo"
              href={c.photo.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('certificate.openPhoto', { name: c.name })} ${t('externalLink')}`}
            >
              <img
                src={c.photo.url}
                alt={t('certificate.photoAlt', { name: c.name })}
                width={72}
                height={72}
                loading="lazy"
              />
            </a>
          ) : (
            <span className="certificate__photo certificate__photo--none" aria-hidden="true">
              ✓
            </span>
          )}
          <div className="certificate__text">
            <h3 className="certificate__name">{c.name}</h3>
            <dl className="certificate__dates">
              <div>
                <dt>{t('certificate.issued')}</dt>
                <dd>{formatDate(c.issueDate, i18n.language) ?? dash}</dd>
              </div>
              <div>
                <dt>{t('certificate.expires')}</dt>
                <dd>{formatDate(c.expireDate, i18n.language) ?? dash}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
