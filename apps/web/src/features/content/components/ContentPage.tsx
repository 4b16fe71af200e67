import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import type { Doc } from '../lib/content-doc.ts';
import { languageName } from '../../../shared/i18n/format.ts';
import { Illustration } from './Illustration.tsx';
import { ContentMarkdown } from './Markdown.tsx';
import { PageContext, type TipMeta } from './page-context.ts';
import { Widget } from './widgets/Widget.tsx';
import '../content.css';

/**
 * Every content page: the h1 and lede from the file's front matter, an optional hero
 * illustration, then the body. Tip articles get the tips footer (and the last two the common
 * footer) from `footer:` in their front matter.
 */
export function ContentPage({
  doc,
  path,
  tips,
}: {
  /** `language`: the one the text is in (English when not yet written in the reader's). */
  doc: Doc & { language?: string };
  path: string;
  tips: TipMeta[];
}) {
  const { t, i18n } = useTranslation('content');
  const fallback = doc.language !== undefined && doc.language !== i18n.language;
  // The same page title the server wrote into the HTML, in the page's language.
  usePageMeta(useRouteTitle(path));
  const { meta } = doc;
  const footers = (meta.footer ?? '').split(/[\s,]+/).filter(Boolean);
  return (
    <PageContext.Provider value={{ meta, path, tips }}>
      {fallback ? (
        <p className="content-page__language-note" role="note">
          {t('notTranslated', { language: languageName(i18n.language) })}
        </p>
      ) : null}
      <article
        className={`content-page content-page--${meta.layout ?? 'text'}`}
        lang={fallback ? doc.language : undefined}
      >
        <header className="content-page__header">
          {meta.kicker && <p className="content-page__kicker">{meta.kicker}</p>}
          <h1>{meta.title}</h1>
          {meta.lede && <p className="content-page__lede">{meta.lede}</p>}
          {meta.effective && <p className="content-page__effective">{meta.effective}</p>}
        </header>
        {meta.image && (
          <figure className="content-figure content-figure--hero">
            <Illustration name={meta.image} alt={meta.imageAlt ?? ''} eager />
          </figure>
        )}
        <div className="content-page__body">
          <ContentMarkdown source={doc.body} />
        </div>
        {footers.map((f) => (
          <Widget key={f} name={`${f}-footer`} />
        ))}
      </article>
    </PageContext.Provider>
  );
}
