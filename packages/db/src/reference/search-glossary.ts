// Data (reference table: the search glossary, seeded once per term): one list, so one file.
/**
 * The glossary of industrial terms (docs/search.md, decision 0034): each group holds terms that
 * mean the same thing, one group a line: English, Spanish, Italian, Portuguese, German, French and
 * Chinese, in that order, separated by `;`; several terms of one language are separated by `|`
 * ("stainless steel|inox"). A
 * query that holds one of a group's terms also finds the documents that hold the others.
 *
 * Seeded by `seed-reference.ts` into `search_glossary`, where operators edit it without a deploy:
 * a term is written once (`search_glossary_seeded` remembers it), so a term changed or deleted
 * there is never written back. A new group or term here is added at the next start; a term
 * corrected here is added beside the old one, which an operator deletes if it was wrong.
 * Each group's key is its first English term as a slug: keep it when editing the group.
 */
export const glossaryLanguageOrder = ['en', 'es', 'it', 'pt', 'de', 'fr', 'zh'] as const;

/** One group a line: en ; es ; it ; pt ; de ; fr ; zh (`#` starts a heading line). */
const glossaryText = `
# Materials
stainless steel|inox ; acero inoxidable|inox ; acciaio inossidabile|acciaio inox|inox ; aço inoxidável|aço inox|inox ; Edelstahl|rostfreier Stahl|Nirosta ; acier inoxydable|inox ; 不锈钢
# Valves
ball valve ; válvula de bola|válvula esférica ; valvola a sfera ; válvula de esfera ; Kugelhahn ; vanne à boisseau sphérique|robinet à tournant sphérique ; 球阀
# Pumps
centrifugal pump ; bomba centrífuga ; pompa centrifuga ; bomba centrífuga ; Kreiselpumpe|Zentrifugalpumpe ; pompe centrifuge ; 离心泵
`;

/** The groups: per language (in `glossaryLanguageOrder`), its terms. */
export const glossaryGroups: readonly (readonly string[][])[] = glossaryText
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(';').map((terms) => terms.split('|').map((term) => term.trim())));

export interface GlossaryRow {
  groupKey: string;
  language: (typeof glossaryLanguageOrder)[number];
  term: string;
}

const slug = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The glossary as rows of `search_glossary` (without the columns the database derives). */
export function glossaryRows(): GlossaryRow[] {
  return glossaryGroups.flatMap((group) => {
    const groupKey = slug(group[0]?.[0] ?? '');
    return glossaryLanguageOrder.flatMap((language, i) =>
      [...new Set(group[i] ?? [])]
        .filter((term) => term !== '')
        .map((term) => ({ groupKey, language, term })),
    );
  });
}
