import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block, Inline } from '../lib/markdown.ts';
import { Illustration } from './Illustration.tsx';
import { Widget } from './widgets.tsx';

export function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'strong':
        return (
          <strong key={i}>
            <InlineNodes nodes={n.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <InlineNodes nodes={n.children} />
          </em>
        );
      case 'link': {
        const children = <InlineNodes nodes={n.children} />;
        if (n.href.startsWith('/'))
          return (
            <Link key={i} to={n.href}>
              {children}
            </Link>
          );
        const external = /^https?:/.test(n.href);
        return (
          <a key={i} href={n.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
    }
  });
}

function Container({ block }: { block: Extract<Block, { type: 'container' }> }) {
  const { kind, attrs, children } = block;
  if (kind === 'feature') {
    // An image-and-text block; consecutive ones alternate sides (CSS :nth-of-type).
    return (
      <section className="content-feature" aria-labelledby={featureHeadingId(children)}>
        {attrs.image && (
          <Illustration name={attrs.image} alt={attrs.alt ?? ''} className="content-feature__image" />
        )}
        <div className="content-feature__text">
          <Blocks blocks={children} />
        </div>
      </section>
    );
  }
  if (kind === 'box') {
    return (
      <div className="content-box">
        <Blocks blocks={children} />
      </div>
    );
  }
  if (kind === 'cards') {
    return (
      <div className="content-cards">
        <Blocks blocks={children} />
      </div>
    );
  }
  if (kind === 'card') {
    return (
      <div className="content-card">
        {attrs.image && (
          <Illustration name={attrs.image} alt={attrs.alt ?? ''} className="content-card__image" />
        )}
        <Blocks blocks={children} />
      </div>
    );
  }
  return (
    <div className={`content-${kind}`}>
      <Blocks blocks={children} />
    </div>
  );
}

const featureHeadingId = (blocks: Block[]): string | undefined => {
  const h = blocks.find((b) => b.type === 'heading');
  return h && h.type === 'heading' ? h.id : undefined;
};

export function Blocks({ blocks }: { blocks: Block[] }): ReactNode {
  return blocks.map((b, i) => {
    switch (b.type) {
      case 'heading': {
        const H = `h${b.level}` as const;
        return (
          <H key={i} id={b.id}>
            <InlineNodes nodes={b.children} />
          </H>
        );
      }
      case 'paragraph':
        return (
          <p key={i}>
            <InlineNodes nodes={b.children} />
          </p>
        );
      case 'list': {
        const items = b.items.map((item, j) => (
          <li key={j}>
            <InlineNodes nodes={item} />
          </li>
        ));
        return b.ordered ? (
          <ol key={i} start={b.start}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
      case 'quote':
        return (
          <blockquote key={i} className="content-quote">
            <Blocks blocks={b.children} />
          </blockquote>
        );
      case 'image':
        return (
          <figure key={i} className="content-figure">
            <Illustration name={b.name} alt={b.alt} />
          </figure>
        );
      case 'widget':
        return <Widget key={i} name={b.name} arg={b.arg} />;
      case 'container':
        return <Container key={i} block={b} />;
    }
  });
}
