import i18next from 'i18next';

/**
 * Fetches feature namespaces ahead of the screen that shows them. A feature's strings are loaded
 * on first use (app/i18n.ts): a useTranslation('feature') that finds them missing suspends until
 * they are here, which is always correct but costs one more round trip after the page's code. A
 * route's `lazy` therefore fetches them alongside the page's code (withStrings below). Rejects when
 * a namespace cannot be loaded, so that the route's error page offers a refresh instead of a page
 * of string keys.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    void i18next.loadNamespaces([...namespaces], (err: unknown) =>
      err ? reject(new Error(`Could not load the strings of ${namespaces.join(', ')}`)) : resolve(),
    );
  });
}

/** A page's module once it and the namespaces it shows are both here (for a route's lazy). */
export async function withStrings<T>(page: Promise<T>, namespaces: readonly string[]): Promise<T> {
  const [module] = await Promise.all([page, loadNamespaces(namespaces)]);
  return module;
}
