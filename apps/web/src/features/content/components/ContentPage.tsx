import { useRouteTitle } from '../../../shared/i18n/use-route-title.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import type { Doc } from '../lib/content-doc.ts';
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
export function ContentPage({ doc, path, tips }: { doc: Doc; path: string; tips: TipMeta[] }) {
  // The same page title the server wrote into the HTML, in the page's language.
  usePageMeta(useRouteTitle(path));
  const { meta } = doc;
  const footers = (meta.footer ?? '').split(/[\s,]+/).filter(Boolean);
  return (
    <PageContext.Provider value={{ meta, path, tips }}>
      <article className={`content-page content-page--${meta.layout ?? 'text'}`}>
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
