import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NeedHelpButton() {
  const { t } = useTranslation('content');
  return (
    <p className="content-actions">
      <Link to="/contact-us/form" className="content-button content-button--primary">
        {t('contact.needHelp')}
      </Link>
    </p>
  );
}
