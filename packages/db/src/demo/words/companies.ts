/**
 * Company name parts, written for this project. Lists are ordered from most to least common: the
 * generator picks from them with a Zipf-like skew, so "Industrial", "Global" or "Tech" turn up in
 * many names while most words of the long tail appear only a few times.
 */

/** Qualifiers that many real company names share, most common first (Zipf-picked). */
export const commonNameWords = [
  'Industrial', 'Global', 'Tech', 'International', 'Pro', 'United', 'Advanced', 'Premier', 'Pacific', 'Atlantic', 'Continental', 'Prime', 'Delta',
  'Alpha', 'Central', 'Metro', 'Pioneer', 'Summit', 'Eagle', 'Star', 'Royal', 'Golden', 'Allied', 'Precision',
  'Omega', 'Apex', 'Vertex', 'Nordic', 'Southern', 'Northern', 'Eastern', 'Western', 'Coastal', 'Highland',
  'Crown', 'Falcon', 'Phoenix', 'Titan', 'Orion', 'Zenith', 'Keystone', 'Cornerstone', 'Frontier', 'Horizon',
  'Sterling', 'Liberty', 'Heritage', 'Evergreen', 'Silverline', 'Bluewater', 'Redwood', 'Ironbridge', 'Oakridge',
  'Clearwater', 'Stonegate', 'Brightway', 'Trueline', 'Firstline', 'Landmark', 'Meridian', 'Polaris', 'Vanguard',
  'Benchmark', 'Compass', 'Anchor', 'Beacon', 'Harbor', 'Granite', 'Cobalt', 'Quartz', 'Onyx', 'Jade', 'Amber',
];

/** Words that close a name rather than open it ("Velmar Automation Solutions"), most common first. */
export const trailingNameWords = ['Group', 'Solutions', 'Systems', 'Trading', 'Products', 'Supply', 'Industries', 'Partners', 'Works', 'Holdings'];

/** Syllables that combine into brandable invented roots ("Velmar", "Tecnova", "Astrix"). */
export const rootStarts = [
  'Tec', 'Nova', 'Vel', 'Astr', 'Indu', 'Metal', 'Prim', 'Ker', 'Dyn', 'Max', 'Sol', 'Ter', 'Aqu', 'Flex', 'Elec',
  'Mecc', 'Quim', 'Plast', 'Agr', 'Ferr', 'Lum', 'Crom', 'Vit', 'Hidr', 'Term', 'Ox', 'Zen', 'Bel', 'Cor', 'Mar',
  'Ven', 'Lar', 'Sider', 'Tex', 'Pol', 'Rex', 'Vor', 'Kal', 'Nor', 'Sur', 'Alt', 'Ecl', 'Fort', 'Gal', 'Hel',
  'Ibe', 'Jov', 'Lin', 'Mir', 'Nex', 'Orb', 'Pan', 'Quan', 'Rot', 'Sig', 'Tor', 'Ult', 'Vant', 'Wel', 'Xen',
];
export const rootEnds = [
  'on', 'ex', 'ia', 'ica', 'ix', 'tec', 'tron', 'ar', 'um', 'is', 'al', 'en', 'ova', 'ora', 'ant', 'ium', 'ax',
  'eon', 'ana', 'ello', 'ino', 'osa', 'mar', 'lux', 'dur', 'max', 'sys', 'tek', 'wave', 'line', 'corp', 'via',
];

/** Words put in front of a name, by language; English names use none. */
export const namePrefixes: Record<string, string[]> = {
  es: ['Industrias', 'Grupo', 'Comercializadora', 'Distribuidora', 'Manufacturas', 'Corporación', 'Importadora', 'Exportadora', 'Talleres', 'Fábrica de'],
  pt: ['Indústria', 'Grupo', 'Comercial', 'Metalúrgica', 'Distribuidora', 'Importadora', 'Companhia'],
  it: ['Officine', 'Industrie', 'Gruppo', 'Costruzioni Meccaniche', 'Manifattura', 'Fratelli'],
  fr: ['Groupe', 'Ateliers', 'Établissements', 'Société', 'Manufacture'],
  de: ['Gebrüder', 'Werkzeugbau', 'Maschinenfabrik', 'Metallwerk'],
  tr: ['Anadolu', 'Ege', 'Marmara'],
  ar: ['Al', 'Gulf', 'Emirates', 'Arabian'],
};

/** Words put after the root, by language (before the legal form). */
export const nameSuffixWords: Record<string, string[]> = {
  de: ['Technik', 'Antriebstechnik', 'Maschinenbau', 'Werke', 'Anlagenbau', 'Metallbau', 'Handel'],
  it: ['Meccanica', 'Impianti', 'Tecnologie', 'Commerciale', 'Automazione'],
  ja: ['Seisakusho', 'Kogyo', 'Denki', 'Seiki', 'Shoji'],
  tr: ['Makina', 'Tekstil', 'Metal', 'Enerji', 'Gıda', 'Plastik'],
  in: ['Engineering Works', 'Exports', 'Industries', 'Overseas', 'Impex', 'Polymers'],
};

/** Syllables for Chinese-English trade names (pinyin pairs such as "Huatai", "Jinlong"). */
export const pinyinSyllables = [
  'Hua', 'Jin', 'Heng', 'Xin', 'Tian', 'Zhong', 'Kai', 'Rui', 'Hai', 'Yong', 'Sheng', 'Long', 'Da', 'Tai', 'Feng',
  'Yuan', 'Run', 'Ke', 'Da', 'Mei', 'Hong', 'Bao', 'Fu', 'Guang', 'Ming', 'Xing', 'Cheng', 'An', 'Jia', 'Li',
  'Wei', 'Tong', 'Hui', 'Chang', 'De', 'Shun', 'Yi', 'Bo', 'Teng', 'Qi',
];

/** Korean and Japanese trade-name syllables. */
export const koreanSyllables = ['Dae', 'Han', 'Sung', 'Hyun', 'Jin', 'Woo', 'Shin', 'Kum', 'Dong', 'Il', 'Sam', 'Young', 'Kwang', 'Se', 'Hwa'];
export const japaneseRoots = ['Yamato', 'Fuji', 'Asahi', 'Nikko', 'Daiwa', 'Sanwa', 'Tokai', 'Kyowa', 'Hokuto', 'Meiwa', 'Shinwa', 'Taisei', 'Toyo', 'Chuo', 'Nissei', 'Koyo', 'Marufuku', 'Sakura'];
