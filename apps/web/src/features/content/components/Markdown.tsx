import { memo } from 'react';
import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import remarkDirective from 'remark-directive';
import { remarkContent } from '../lib/remark-content.ts';
import { ContentLink } from './ContentLink.tsx';
import { DirectiveElement } from './DirectiveElement.tsx';
import { Illustration } from './Illustration.tsx';

const remarkPlugins = [remarkDirective, remarkContent];

const components: Components = {
  a: ({ href, children }) => <ContentLink href={href}>{children}</ContentLink>,
  blockquote: ({ children }) => <blockquote className="content-quote">{children}</blockquote>,
  // A code block scrolls sideways on a phone: keyboard users can reach it to scroll it.
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  div: DirectiveElement,
  img: ({ src, alt }) => {
    // Only the feature's own drawings: a picture from elsewhere would need its own review.
    const name = typeof src === 'string' ? /^illustration:([\w-]+)$/.exec(src)?.[1] : undefined;
    if (!name && import.meta.env.DEV) console.warn(`Content image "${String(src)}" is not an illustration`);
    return name ? <Illustration name={name} alt={alt ?? ''} /> : null;
  },
};

/** react-markdown's safe URLs (no `javascript:` …), plus `illustration:name` for pictures. */
const urlTransform: UrlTransform = (url, key) =>
  key === 'src' && /^illustration:[\w-]+$/.test(url) ? url : defaultUrlTransform(url);

/**
 * The body of a content file. react-markdown builds React elements and shows any HTML written in
 * the text as text, so a content file cannot inject markup or script. Memoised: parsing is the
 * page's costliest step and the text does not change while the page is open.
 */
export const ContentMarkdown = memo(function ContentMarkdown({ source }: { source: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform}>
      {source}
    </Markdown>
  );
});
