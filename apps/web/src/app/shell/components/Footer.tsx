import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { footerColumns, languageLinks, supportPhones } from '../footer-links.ts';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav className="footer__columns" aria-label={t('footer.columns.company')}>
          {footerColumns.map((column) => (
            <section key={column.key} className="footer__column" data-testid="footer-column">
              <h2 className="footer__title">{t(`footer.columns.${column.key}`)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="footer__meta">
          <section className="footer__support">
            <h2 className="footer__title">{t('footer.supportTitle')}</h2>
            <ul>
              {supportPhones.map((phone) => (
                <li key={phone.key}>
                  <span className="footer__phone-region">{t(`footer.phones.${phone.key}`)}</span>{' '}
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>
                </li>
              ))}
            </ul>
          </section>
          <section className="footer__languages">
            <h2 className="footer__title">{t('footer.languages')}</h2>
            <ul className="footer__inline">
              {languageLinks.map((l) => (
                <li key={l.lang}>
                  <Link to="/" lang={l.lang} hrefLang={l.lang}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
