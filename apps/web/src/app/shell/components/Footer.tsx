import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { footerColumns, languageLinks, socialLinks, supportPhones } from '../footer-links.ts';

function SocialIcon({ name }: { name: string }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (name) {
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <path d="M5 9h3v10H5zM6.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.4c.4-.8 1.5-1.6 3-1.6 3.1 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H10z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M5 4l14 16M19 4 5 20" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="currentColor">
          <path d="M21 8.2c-.2-1.4-.9-2.3-2.3-2.5C16.5 5.4 12 5.4 12 5.4s-4.5 0-6.7.3C3.9 5.9 3.2 6.8 3 8.2 2.8 9.5 2.8 12 2.8 12s0 2.5.2 3.8c.2 1.4.9 2.3 2.3 2.5 2.2.3 6.7.3 6.7.3s4.5 0 6.7-.3c1.4-.2 2.1-1.1 2.3-2.5.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10.2 14.8V9.2l4.8 2.8z" />
        </svg>
      );
  }
}

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
          <section className="footer__social">
            <h2 className="footer__title">{t('footer.social')}</h2>
            <ul className="footer__inline">
              {socialLinks.map((s) => (
                <li key={s.key}>
                  <a
                    className="footer__social-link"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.socialNames.${s.key}`)}
                  >
                    <SocialIcon name={s.key} />
                  </a>
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
