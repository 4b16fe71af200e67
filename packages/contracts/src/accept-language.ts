/**
 * The languages an Accept-Language header asks for, best first (`es-MX,es;q=0.9,en;q=0.5` →
 * es, es, en): each tag's primary subtag, by quality; a tag at q=0 is refused, not asked for.
 * Shared by the API and the sign-on service, which both answer in the language a request asks for.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((l) => l.language && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.language);
}
