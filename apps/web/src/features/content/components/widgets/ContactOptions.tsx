import { useTranslation } from 'react-i18next';
import contact from '../../content/data/contact.json';

export function ContactOptions() {
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
