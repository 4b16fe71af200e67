import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link of a content file: pages of the product go through the router, other sites open in a new
 * tab. An empty `href` is what react-markdown leaves of an unsafe URL (`javascript:` …): text only.
 */
export function ContentLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return children;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
