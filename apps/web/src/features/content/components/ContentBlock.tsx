import type { ReactNode } from 'react';
import { Illustration } from './Illustration.tsx';

/** `:::kind{image=… alt="…"}` … `:::` in a content file; content.css styles each kind. */
export function ContentBlock({
  kind,
  image,
  alt,
  headingId,
  children,
}: {
  kind: string;
  image: string | undefined;
  alt: string | undefined;
  /** The id of the block's first heading, which names a feature for assistive technology. */
  headingId: string | undefined;
  children: ReactNode;
}) {
  if (kind === 'feature') {
    // An image-and-text block; consecutive ones alternate sides (CSS :nth-of-type).
    return (
      <section className="content-feature" aria-labelledby={headingId}>
        {image && <Illustration name={image} alt={alt ?? ''} className="content-feature__image" />}
        <div className="content-feature__text">{children}</div>
      </section>
    );
  }
  if (kind === 'card') {
    return (
      <div className="content-card">
        {image && <Illustration name={image} alt={alt ?? ''} className="content-card__image" />}
        {children}
      </div>
    );
  }
  // box, cards, and any other kind: a styled wrapper.
  return <div className={`content-${kind}`}>{children}</div>;
}
