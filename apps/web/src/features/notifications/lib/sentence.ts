import type { Notification } from '@wbn/contracts';

/**
 * What a notification's link opens. The contracts do not say whether a like or a comment was on a
 * post, a product or a business; the link does (the router's paths), and the sentence says so.
 */
export function targetOf(link: string): 'post' | 'product' | 'business' | undefined {
  if (link.startsWith('/timeline/')) return 'post';
  if (link.startsWith('/business-product/')) return 'product';
  if (link.startsWith('/business/')) return 'business';
  return undefined;
}

/** The translation key and options of a notification's sentence (i18next context and plural). */
export function sentenceOf(n: Pick<Notification, 'kind' | 'link' | 'count'>): {
  key: `sentence.${Notification['kind']}`;
  context?: string;
  count?: number;
} {
  const key = `sentence.${n.kind}` as const;
  switch (n.kind) {
    case 'message':
      return { key, count: Math.max(1, n.count) };
    case 'comment':
    case 'like': {
      const target = targetOf(n.link);
      return target ? { key, context: target } : { key };
    }
    default:
      return { key };
  }
}
