import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function CommonFooter() {
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
