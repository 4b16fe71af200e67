import { useState, useSyncExternalStore } from 'react';
import { breakpoints } from '@wbn/contracts';
import './text.css';

const smallScreen = `(max-width: ${breakpoints.sm - 1}px)`;

/** Whether a media query matches now, following its changes (false when rendered on a server). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** `text` cut to `max` characters (as people count them) plus an ellipsis, or null when it fits. */
export function previewOf(text: string, max: number): string | null {
  const chars = Array.from(text);
  return chars.length <= max ? null : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export interface TextPreviewProps {
  text: string;
  /** Characters shown before View more. */
  max: number;
  /** Cut only on small screens (under the spec's 768 px), showing everything on wider ones. */
  smallScreensOnly?: boolean;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  /**
   * The language the text is written in, when known (decision 0026): set on the text, not on the
   * View more button, which speaks the page's language.
   */
  lang?: string | null | undefined;
}

/**
 * The spec's text preview helper: a long text cut to a given length with View more / View less.
 * The whole text stays one click away, so nothing is lost on a phone.
 */
export function TextPreview({
  text,
  max,
  smallScreensOnly,
  moreLabel,
  lessLabel,
  className,
  lang,
}: TextPreviewProps) {
  const small = useMediaQuery(smallScreen);
  const [expanded, setExpanded] = useState(false);
  const preview = smallScreensOnly && !small ? null : previewOf(text, max);
  return (
    <p className={className}>
      {lang ? (
        <span lang={lang}>{preview !== null && !expanded ? preview : text}</span>
      ) : preview !== null && !expanded ? (
        preview
      ) : (
        text
      )}
      {preview !== null ? (
        <>
          {' '}
          <button
            type="button"
            className="wbn-text-preview__toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </>
      ) : null}
    </p>
  );
}
