import { linkify } from './linkify.ts';
import './text.css';

/**
 * Someone's text with its http(s) addresses as links: opened in a new tab, with no access back to
 * this page (noopener) and no endorsement for search engines (nofollow). Line breaks are kept by
 * the caller's CSS (white-space: pre-wrap); the text itself is never read as HTML.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={['wbn-text', className ?? ''].filter(Boolean).join(' ')}>
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
