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
