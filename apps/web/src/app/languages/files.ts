import type { MessageCatalogue } from '@wbn/contracts';

type Strings = Record<string, unknown>;

/** One locale file: the key of its namespace it lands under (a split file's part) and its loader. */
export interface LocaleFile {
  part: string | undefined;
  load: () => Promise<Strings>;
}
/** A language's locale files by namespace (common, shell, ui for shared/ui, and one per feature). */
export type NamespaceFiles = Map<string, LocaleFile[]>;

/** Where a feature's file goes: its feature (namespace), language and, for a split file, its part. */
export const localeFilePattern = /\/features\/([^/]+)\/locales\/([^/.]+)(?:\/([^/]+))?\.json$/;

/** Sorts a language's glob of locale files (paths from this folder) into namespaces. */
export function byNamespace(glob: Record<string, () => Promise<Strings>>): NamespaceFiles {
  const namespaces: NamespaceFiles = new Map();
  for (const [path, load] of Object.entries(glob)) {
    const feature = localeFilePattern.exec(path);
    const frame = /^\.\.\/(shell\/)?locales\/[a-z]{2}\.json$/.exec(path);
    const namespace = feature
      ? feature[1]!
      : frame
        ? frame[1]
          ? 'shell'
          : 'common'
        : /\/shared\/ui\/locales\//.test(path)
          ? 'ui'
          : null;
    if (!namespace) continue;
    namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), { part: feature?.[3], load }]);
  }
  return namespaces;
}

/**
 * A language's message catalogue (decision 0027) comes as one more part of `common`, the frame's
 * strings: loading it puts it to use (shared/i18n/message-catalogue.ts) and adds no strings, and
 * the first render and a change of language wait for it as for the rest of `common`.
 */
export function withMessages(
  language: string,
  namespaces: NamespaceFiles,
  catalogue: () => Promise<{ default: MessageCatalogue }>,
): NamespaceFiles {
  const load = async () => {
    const [{ installCatalogue }, loaded] = await Promise.all([
      import('../../shared/i18n/message-catalogue.ts'),
      catalogue(),
    ]);
    return installCatalogue(language, loaded.default);
  };
  return namespaces.set('common', [...(namespaces.get('common') ?? []), { part: undefined, load }]);
}
