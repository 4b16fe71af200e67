import type { PageMeta, Portal, UiLanguage } from '@wbn/contracts';

/** Where a portal is: the portal, and its country's name in the page's language (null: the global portal). */
export interface PortalPlace {
  portal: Portal;
  country: string | null;
}

/** A language's title, description and keywords of a portal, before any page's own title. */
export type PortalMetaWriter = (place: PortalPlace) => PageMeta;

const keywords = (...words: string[]) => words.join(', ');

// English keeps the portal table's own names and nationality adjectives ("Mexican manufacturers").
// The other languages name the country instead (`Intl.DisplayNames`), in wording that needs no
// adjective of nationality nor an article or preposition that changes with the country (au
// Mexique / en France, in der Türkei, no Brasil): the country stands as a name ("B2B México",
// "WBN Mexiko") or in a search phrase ("fabricantes México").
const en: PortalMetaWriter = ({ portal }) => {
  const isGlobal = !portal.countryCode;
  const where = isGlobal ? 'the world' : portal.countryName;
  const nat = portal.nationality;
  return {
    title: `B2B ${isGlobal ? 'Global' : portal.countryName} | ${nat} manufacturers, suppliers, exporters and importers`,
    description:
      `Free B2B network for import and export business in ${where}: find ${nat} manufacturers, ` +
      `distributors, wholesalers, exporters and importers, show your company and products, and receive buyer inquiries.`,
    keywords: keywords(
      `${nat} manufacturers`,
      `${nat} suppliers`,
      `${nat} exporters`,
      `${nat} importers`,
      `${nat} distributors`,
      isGlobal ? 'global B2B marketplace' : `B2B ${portal.countryName}`,
      isGlobal ? 'worldwide business directory' : `business directory ${portal.countryName}`,
      'industrial B2B network',
    ),
  };
};

const es: PortalMetaWriter = ({ country: c }) => ({
  title: c
    ? `B2B ${c} | Fabricantes, proveedores, exportadores e importadores`
    : 'B2B Global | Fabricantes, proveedores, exportadores e importadores de todo el mundo',
  description:
    `Red B2B gratuita para el comercio de importación y exportación en ${c ?? 'todo el mundo'}: ` +
    'encuentre fabricantes, distribuidores, mayoristas, exportadores e importadores, presente su ' +
    'empresa y sus productos, y reciba consultas de compradores.',
  keywords: c
    ? keywords(
        `fabricantes ${c}`,
        `proveedores ${c}`,
        `exportadores ${c}`,
        `importadores ${c}`,
        `distribuidores ${c}`,
        `B2B ${c}`,
        `directorio de empresas ${c}`,
        'red B2B industrial',
      )
    : keywords(
        'fabricantes internacionales',
        'proveedores internacionales',
        'exportadores internacionales',
        'importadores internacionales',
        'distribuidores internacionales',
        'marketplace B2B global',
        'directorio mundial de empresas',
        'red B2B industrial',
      ),
});

const pt: PortalMetaWriter = ({ country: c }) => ({
  title: c
    ? `B2B ${c} | Fabricantes, fornecedores, exportadores e importadores`
    : 'B2B Global | Fabricantes, fornecedores, exportadores e importadores do mundo todo',
  description:
    (c
      ? `WBN ${c}: a rede B2B gratuita para negócios de importação e exportação. `
      : 'WBN: a rede B2B gratuita para negócios de importação e exportação no mundo todo. ') +
    'Encontre fabricantes, distribuidores, atacadistas, exportadores e importadores, apresente sua ' +
    'empresa e seus produtos e receba consultas de compradores.',
  keywords: c
    ? keywords(
        `fabricantes ${c}`,
        `fornecedores ${c}`,
        `exportadores ${c}`,
        `importadores ${c}`,
        `distribuidores ${c}`,
        `B2B ${c}`,
        `diretório de empresas ${c}`,
        'rede B2B industrial',
      )
    : keywords(
        'fabricantes internacionais',
        'fornecedores internacionais',
        'exportadores internacionais',
        'importadores internacionais',
        'distribuidores internacionais',
        'marketplace B2B global',
        'diretório mundial de empresas',
        'rede B2B industrial',
      ),
});

const it: PortalMetaWriter = ({ country: c }) => ({
  title: c
    ? `B2B ${c} | Produttori, fornitori, esportatori e importatori`
    : 'B2B Globale | Produttori, fornitori, esportatori e importatori di tutto il mondo',
  description:
    (c
      ? `WBN ${c}: la rete B2B gratuita per l'import-export. `
      : "WBN: la rete B2B gratuita per l'import-export in tutto il mondo. ") +
    'Trovi produttori, distributori, grossisti, esportatori e importatori, presenti la Sua azienda ' +
    'e i Suoi prodotti e riceva richieste dagli acquirenti.',
  keywords: c
    ? keywords(
        `produttori ${c}`,
        `fornitori ${c}`,
        `esportatori ${c}`,
        `importatori ${c}`,
        `distributori ${c}`,
        `B2B ${c}`,
        `elenco aziende ${c}`,
        'rete B2B industriale',
      )
    : keywords(
        'produttori internazionali',
        'fornitori internazionali',
        'esportatori internazionali',
        'importatori internazionali',
        'distributori internazionali',
        'marketplace B2B globale',
        'elenco mondiale di aziende',
        'rete B2B industriale',
      ),
});

const de: PortalMetaWriter = ({ country: c }) => ({
  title: c
    ? `B2B ${c} | Hersteller, Lieferanten, Exporteure und Importeure`
    : 'B2B Global | Hersteller, Lieferanten, Exporteure und Importeure weltweit',
  description:
    (c
      ? `WBN ${c} – das kostenlose B2B-Netzwerk für Import und Export: `
      : 'WBN – das kostenlose B2B-Netzwerk für Import und Export weltweit: ') +
    'Finden Sie Hersteller, Distributoren, Großhändler, Exporteure und Importeure, präsentieren Sie ' +
    'Ihr Unternehmen und Ihre Produkte und erhalten Sie Anfragen von Einkäufern.',
  keywords: c
    ? keywords(
        `Hersteller ${c}`,
        `Lieferanten ${c}`,
        `Exporteure ${c}`,
        `Importeure ${c}`,
        `Distributoren ${c}`,
        `B2B ${c}`,
        `Firmenverzeichnis ${c}`,
        'industrielles B2B-Netzwerk',
      )
    : keywords(
        'internationale Hersteller',
        'internationale Lieferanten',
        'internationale Exporteure',
        'internationale Importeure',
        'internationale Distributoren',
        'globaler B2B-Marktplatz',
        'weltweites Firmenverzeichnis',
        'industrielles B2B-Netzwerk',
      ),
});

// A no-break space (\u00a0) before the colon, as French typography has it.
const fr: PortalMetaWriter = ({ country: c }) => ({
  title: c
    ? `B2B ${c} | Fabricants, fournisseurs, exportateurs et importateurs`
    : 'B2B Global | Fabricants, fournisseurs, exportateurs et importateurs du monde entier',
  description:
    (c
      ? `WBN ${c}, le réseau B2B gratuit pour l'import-export\u00a0: `
      : "WBN, le réseau B2B gratuit pour l'import-export dans le monde entier\u00a0: ") +
    'trouvez des fabricants, des distributeurs, des grossistes, des exportateurs et des importateurs, ' +
    'présentez votre entreprise et vos produits, et recevez les demandes des acheteurs.',
  keywords: c
    ? keywords(
        `fabricants ${c}`,
        `fournisseurs ${c}`,
        `exportateurs ${c}`,
        `importateurs ${c}`,
        `distributeurs ${c}`,
        `B2B ${c}`,
        `annuaire d'entreprises ${c}`,
        'réseau B2B industriel',
      )
    : keywords(
        'fabricants internationaux',
        'fournisseurs internationaux',
        'exportateurs internationaux',
        'importateurs internationaux',
        'distributeurs internationaux',
        'place de marché B2B mondiale',
        "annuaire mondial d'entreprises",
        'réseau B2B industriel',
      ),
});

// Chinese puts the country's name before the noun ("墨西哥制造商"), no adjective needed.
const zh: PortalMetaWriter = ({ country: c }) => ({
  title: `${c ?? '全球'} B2B | ${c ?? '全球'}制造商、供应商、出口商和进口商`,
  description:
    `面向${c ?? '全球'}进出口业务的免费 B2B 商务网络：寻找${c ?? '世界各地的'}制造商、分销商、批发商、` +
    '出口商和进口商，展示贵公司及产品，接收买家询盘。',
  keywords: c
    ? keywords(
        `${c}制造商`,
        `${c}供应商`,
        `${c}出口商`,
        `${c}进口商`,
        `${c}分销商`,
        `${c} B2B`,
        `${c}企业名录`,
        '工业 B2B 网络',
      )
    : keywords(
        '国际制造商',
        '国际供应商',
        '国际出口商',
        '国际进口商',
        '国际分销商',
        '全球 B2B 平台',
        '全球企业名录',
        '工业 B2B 网络',
      ),
});

/** Each language's portal title, description and keywords (server-side only: decision 0030). */
export const portalMetaTexts: Readonly<Record<UiLanguage, PortalMetaWriter>> = { en, es, pt, it, de, fr, zh };
