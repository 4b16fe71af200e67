import { businessHref, type Author } from '@wbn/contracts';

/** Where an author's name leads: a person's public profile or a business's page. */
export const authorHref = (author: Author): string =>
  author.kind === 'business' ? businessHref(author.name, author.id) : `/profile/${author.id}`;
