import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tipSlugs } from '@wbn/contracts';
import { usePageContext } from '../page-context.ts';

export function TipsFooter() {
  const { t } = useTranslation('content');
  const { tips, meta } = usePageContext();
  const index = tipSlugs.indexOf(meta.slug as (typeof tipSlugs)[number]);
  const prev = index > 0 ? tips[index - 1] : undefined;
  const next = index >= 0 && index < tips.length - 1 ? tips[index + 1] : undefined;
  return (
    <nav className="tips-footer" aria-label={t('tips.footerLabel')}>
      <h2 className="tips-footer__title">{t('tips.footerTitle')}</h2>
      <p>{t('tips.footerText')}</p>
      <ol className="tips-footer__list">
        {tips.map((tip) => (
          <li key={tip.slug}>
            {tip.slug === meta.slug ? (
              <span aria-current="page">{tip.title}</span>
            ) : (
              <Link to={`/b2b-tips/${tip.slug}`}>{tip.title}</Link>
            )}
          </li>
        ))}
      </ol>
      <p className="tips-footer__pager">
        {prev && (
          <Link to={`/b2b-tips/${prev.slug}`} rel="prev">
            ← {prev.title}
          </Link>
        )}
        <Link to="/b2b-tips">{t('tips.allTips')}</Link>
        {next && (
          <Link to={`/b2b-tips/${next.slug}`} rel="next">
            {next.title} →
          </Link>
        )}
      </p>
    </nav>
  );
}
