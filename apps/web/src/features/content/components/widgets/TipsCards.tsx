import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Illustration } from '../Illustration.tsx';
import { usePageContext } from '../page-context.ts';

export function TipsCards() {
  const { t } = useTranslation('content');
  const { tips } = usePageContext();
  return (
    <ul className="tips-cards">
      {tips.map((tip) => (
        <li key={tip.slug} className="tips-card">
          <Illustration name={tip.image} alt={tip.imageAlt} className="tips-card__image" />
          <div className="tips-card__body">
            <h2 className="tips-card__title">{tip.title}</h2>
            <p>{tip.excerpt}</p>
            <Link
              to={`/b2b-tips/${tip.slug}`}
              className="tips-card__more"
              aria-label={t('tips.viewMoreAbout', { title: tip.title })}
            >
              {t('tips.viewMore')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
