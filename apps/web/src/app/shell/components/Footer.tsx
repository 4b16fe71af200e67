import { use } from 'react';
import { Link, useLocation } from 'react-router';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageAutonyms, socialNetworkNames, socialNetworks } from '@wbn/contracts';
import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { pageInLanguage, rememberLanguage } from '../../../shared/i18n/language-switch.ts';
import { footerColumns, footerLanguages, supportPhones } from '../footer-links.ts';
import { SocialIcons } from './icons.tsx';

// The footer is below the fold on every page: it comes just after the first render, in a chunk of
// its own, and its strings in the page's language in one more, which join the shell's namespace
// here (decisions 0015, 0020 and 0026).
const footerFiles = import.meta.glob<Record<string, unknown>>('../locales/footer/*.json', {
  import: 'default',
});
const footerStrings = new Map<string, Promise<void>>();
export function loadFooterStrings(language: string): Promise<void> {
  let loading = footerStrings.get(language);
  if (!loading) {
    const load =
      footerFiles[`../locales/footer/${language}.json`] ?? footerFiles['../locales/footer/en.json']!;
    loading = load().then((strings) => {
      i18next.addResourceBundle(language, 'shell', { footer: strings }, true, false);
    });
    footerStrings.set(language, loading);
  }
  return loading;
}

/** The footer: the spec's five link columns, support lines, languages and social links. */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  // `use` may be called conditionally: once the strings are here, the footer renders at once.
  if (!i18n.exists('footer.label', { ns: 'shell' })) use(loadFooterStrings(i18n.language));
  const { pathname, search, hash } = useLocation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav className="footer__columns" aria-label={t('footer.label')}>
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
              {footerLanguages.map((language) => (
                <li key={language}>
                  {/* The same page in that language; the choice is kept for the next visits. */}
                  <a
                    href={pageInLanguage(language, `${pathname}${search}${hash}`)}
                    lang={language}
                    hrefLang={language}
                    aria-current={language === i18n.language ? 'true' : undefined}
                    onClick={() => rememberLanguage(language)}
                  >
                    {languageAutonyms[language]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <SocialLinks />
        </div>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** The network's accounts (configuration SOCIAL_*_URL); a site without an address is left out. */
function SocialLinks() {
  const { t } = useTranslation('shell');
  const links = runtimeConfig().socialLinks;
  const sites = socialNetworks.filter((site) => links[site]);
  if (sites.length === 0) return null;
  return (
    <section className="footer__social">
      <h2 className="footer__title">{t('footer.social')}</h2>
      <ul className="footer__inline">
        {sites.map((site) => {
          const Icon = SocialIcons[site];
          const label = t('footer.socialLink', { site: socialNetworkNames[site] });
          return (
            <li key={site}>
              <a
                className="footer__social-link"
                href={links[site]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                title={label}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
