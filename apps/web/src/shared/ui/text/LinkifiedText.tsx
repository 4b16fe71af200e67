import { linkify } from './linkify.ts';
import './text.css';

/**
 * Someone's text with its http(s) addresses as links: opened in a new tab, with no access back to
 * this page (noopener) and no endorsement for search engines (nofollow). Line breaks are kept by
 * the caller's CSS (white-space: pre-wrap); the text itself is never read as HTML. `lang`: the
 * language it is written in, when known (decision 0026), for screen readers and line breaking.
 */
export function LinkifiedText({
  text,
  className,
  lang,
}: {
  text: string;
  className?: string;
  lang?: string | null | undefined;
}) {
  return (
    <p className={['wbn-text', className ?? ''].filter(Boolean).join(' ')} lang={lang ?? undefined}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
