// Data (sentence fragments and trade words): kept in one file so templates and placeholders read together.
/**
 * Sentence fragments and trade vocabulary, written for this project. Descriptions are assembled
 * from an opening, two to four body fragments picked without repetition and a closing, with
 * placeholders filled in, so that 100k descriptions do not read the same.
 *
 * Placeholders: {company} {type} {industry} {category} {categories} {city} {country} {year} {years}
 * {markets} {product} {products} {employees} {lines} {cert} {lead} {area}
 */

/** How each business type describes itself ("a manufacturer of", "a distributor of"…). */
export const businessTypeNouns: Record<string, string[]> = {
  MA: ['manufacturer of', 'producer of', 'maker of', 'fabricator of'],
  DI: ['distributor of', 'authorised distributor of', 'stockist of'],
  WS: ['wholesaler of', 'wholesale supplier of', 'bulk supplier of'],
  IM: ['importer of', 'importer and distributor of'],
  EX: ['exporter of', 'export house for', 'export trading company for'],
  RE: ['retailer of', 'specialist retailer of', 'retail chain for'],
  IN: ['investment firm backing', 'industrial investor in', 'private equity firm focused on'],
  CO: ['consultancy for', 'engineering consultancy for', 'advisory firm for'],
  GO: ['government agency promoting', 'public development agency for', 'trade promotion office for'],
};

export const shortDescriptionTemplates = [
  '{Type} {category} based in {city}, {country}.',
  '{category} for buyers in {markets} since {year}.',
  'We make and ship {products} to {markets}.',
  '{country}-based {type} {products}.',
  'Reliable {category} from {city}, {country}.',
  '{products}: stock, OEM and custom orders since {year}.',
  '{Type} {industry} products with {years} years of experience.',
  'Quality {products} at competitive prices, shipped worldwide.',
  'Your partner for {category} in {country} and abroad.',
  '{category} specialists, {cert} certified.',
];

export const openings = [
  'Founded in {year} in {city}, {company} is {aType} {category} for customers in {markets}.',
  '{company} has been {aType} {industry} products since {year}, working from {city}, {country}.',
  'Since {year}, {company} has grown from a small office in {city} into a trusted {type} {category}.',
  'With {years} years in {industry}, {company} supplies {products} to industrial buyers across {markets}.',
  '{company} is {aCountry}-based {type} {category} and related {industry} products.',
  'At {company} we design, source and deliver {products} for professional buyers.',
  'Based in {city}, {company} is a family-owned {type} {category}.',
  '{company} serves distributors, brands and end users with {products} that meet international standards.',
];

export const bodyFragments = [
  'Every order is checked by our own quality department before shipment.',
  'We hold {cert} certification and audit our suppliers every year.',
  'We export to more than {exportCount} countries and work with freight partners at the main ports.',
  'A dedicated export desk handles documentation, certificates of origin and inspections.',
  'Samples are available on request, and small trial orders are welcome.',
  'Our product range covers {categories}.',
  'Long-term supply agreements give our customers stable prices and reserved capacity.',
  'We keep a local warehouse in {city} for fast regional deliveries.',
  'Key accounts get a named contact who answers in their own language.',
  'We work with buyers from small workshops to multinational groups.',
  'Flexible payment terms are available for repeat customers.',
];

/** Body fragments only for industrial businesses (automation to power transmission, building). */
export const industrialFragments = [
  'Our engineers help customers choose the right specification and adapt products to their drawings.',
  'Technical data sheets, test reports and spare-part lists come with every product.',
  'After-sales support includes installation guidance, training and spare parts for ten years.',
];

/** Body fragments only for businesses that produce (manufacturers, some exporters and traders). */
export const productionFragments = [
  'Our team of {employees} people runs {productionLines} on a {area} m² site.',
  'Standard items ship from stock; custom orders typically leave the plant in {lead} days.',
  'We offer OEM and private-label production with the customer’s logo and packaging.',
  'Continuous investment in new machinery keeps our lead times short and our prices competitive.',
  'Our laboratory tests raw materials and finished goods against international standards.',
  'Energy-efficient processes and recycled packaging reduce the footprint of every shipment.',
];

/** Texts for investors, consultancies, agencies and service companies (no products to ship). */
export const serviceShortTemplates = [
  '{Type} {industry} companies, based in {city}, {country}.',
  'Helping {industry} companies grow in {markets}.',
  'Supporting {category} businesses since {year}.',
  '{country}-based {type} {category}.',
  '{category}: advice and services for international trade.',
];
export const serviceOpenings = [
  'Founded in {year} in {city}, {company} is {aType} {industry} companies in {country} and abroad.',
  '{company} works with {industry} businesses in {markets}, with a focus on {category}.',
  'Since {year}, {company} has helped companies in {category} grow their international business.',
  'From its office in {city}, {company} serves clients across {markets}.',
];
export const serviceFragments = [
  'Our team combines engineering, finance and international trade experience.',
  'We support market studies, partner searches and trade missions.',
  'Clients range from family businesses to listed groups.',
  'We organise buyer meetings at the main trade fairs of the sector.',
  'Every engagement starts with a free first conversation.',
  'Key accounts get a named contact who answers in their own language.',
  'We hold {cert} certification for our own processes.',
  'Our network of partners covers more than {exportCount} countries.',
  'Reports and proposals are delivered in English and the client’s language.',
];
export const serviceClosings = [
  'Contact us to discuss your project.',
  'Write to us to arrange a first meeting.',
  'We look forward to working with you.',
];

export const closings = [
  'Send us an inquiry to receive a quotation within 24 hours.',
  'Contact our sales team for catalogues, price lists and samples.',
  'We look forward to becoming your long-term supplier.',
  'Meet us at the main trade fairs of the sector.',
  'Tell us your requirements and we will propose the right solution.',
  'Distributors and agents are welcome in new markets.',
];

/** User brief presentations (≤ 512 characters once filled). */
export const briefTemplates = [
  '{position} at {company}. I work with {industry} buyers and suppliers in {markets}.',
  '{years} years of experience in {industry}. Currently {position} at {company}, {city}.',
  'I help {company} find reliable partners for {category}. Open to new suppliers and distributors.',
  '{profession} by training, {position} by trade. Interested in {category} and international sourcing.',
  'Based in {city}, {country}. Looking for long-term partners in {industry}.',
  'Responsible for {category} at {company}. Happy to connect with manufacturers and importers.',
  'Passionate about {industry}, quality and on-time delivery. Contact me for cooperation.',
];

/** Certificates with the validity, in years, of a typical certificate (0 = no expiry). */
export const certificates: { name: string; years: number; industries?: string[] }[] = [
  { name: 'ISO 9001:2015', years: 3 },
  { name: 'ISO 14001:2015', years: 3 },
  { name: 'ISO 45001:2018', years: 3 },
  {
    name: 'CE Marking',
    years: 0,
    industries: ['0001', '0002', '0003', '0004', '0005', '0006', '0008', '0012', '0013', '0014'],
  },
  { name: 'UL Listed', years: 0, industries: ['0001', '0002', '0003', '0004', '0006', '0014'] },
  { name: 'RoHS Compliance', years: 5, industries: ['0001', '0002', '0003', '0009', '0014'] },
  { name: 'FDA Registration', years: 1, industries: ['0009', '0011', '0013'] },
  { name: 'HACCP', years: 3, industries: ['0005', '0011'] },
  { name: 'FSSC 22000', years: 3, industries: ['0011'] },
  { name: 'BRCGS Food Safety', years: 1, industries: ['0011'] },
  { name: 'GLOBALG.A.P.', years: 1, industries: ['0011'] },
  { name: 'Halal Certificate', years: 1, industries: ['0009', '0011'] },
  { name: 'GOTS Organic', years: 1, industries: ['0007', '0008'] },
  { name: 'OEKO-TEX Standard 100', years: 1, industries: ['0007', '0008', '0010', '0012'] },
  { name: 'ISO 13485:2016', years: 3, industries: ['0013'] },
  { name: 'GMP', years: 3, industries: ['0009', '0013'] },
  { name: 'ISO 22716 Cosmetics GMP', years: 3, industries: ['0009'] },
  { name: 'FSC Chain of Custody', years: 5, industries: ['0012', '0014'] },
  { name: 'ATEX', years: 0, industries: ['0001', '0003', '0004', '0006'] },
  { name: 'API Spec Q1', years: 3, industries: ['0003'] },
  { name: 'IATF 16949:2016', years: 3, industries: ['0002', '0005', '0006'] },
  { name: 'ISO 27001:2022', years: 3, industries: ['0002', '0015'] },
  { name: 'AEO Authorised Economic Operator', years: 0, industries: ['0015'] },
  { name: 'EN 71 Toy Safety', years: 0, industries: ['0008'] },
  { name: 'BSCI Audit', years: 2, industries: ['0007', '0008', '0010', '0012'] },
];

/** Target markets (tradeCapabilities.markets), most common first. */
export const markets = [
  'North America',
  'Western Europe',
  'Latin America',
  'South America',
  'Central America',
  'Eastern Europe',
  'Middle East',
  'Southeast Asia',
  'East Asia',
  'South Asia',
  'Africa',
  'Oceania',
  'Domestic Market',
  'Caribbean',
  'Northern Europe',
  'Southern Europe',
  'Central Asia',
  'North Africa',
];

/** Language names for spokenLanguages by ISO 639-1 code. */
export const languageNames: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  de: 'German',
  fr: 'French',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  tr: 'Turkish',
  ar: 'Arabic',
  hi: 'Hindi',
  ur: 'Urdu',
  ms: 'Malay',
  nl: 'Dutch',
  af: 'Afrikaans',
  sw: 'Swahili',
  ru: 'Russian',
};

/** Incoterms 2020 (acceptedDeliveryTerms), most common first. */
export const deliveryTerms = ['FOB', 'EXW', 'CIF', 'CFR', 'DAP', 'FCA', 'DDP', 'CPT', 'CIP', 'DPU', 'FAS'];

export const paymentCurrencies = [
  'USD',
  'EUR',
  'CNY',
  'GBP',
  'JPY',
  'MXN',
  'BRL',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'TRY',
  'AED',
  'KRW',
];

export const paymentTypes = [
  'T/T',
  'L/C',
  'D/P',
  'D/A',
  'PayPal',
  'Credit Card',
  'Western Union',
  'Escrow',
  'Cash',
  'MoneyGram',
];

export const packagingTypes = [
  'Cartons',
  'Pallets',
  'Wooden crates',
  'Shrink-wrapped pallets',
  'Bags',
  'Drums',
  'IBC totes',
  'Bulk',
  'Retail boxes',
  'Blister packs',
  'Bottles',
  'Jumbo bags',
  'Reels',
  'Custom packaging',
  'Vacuum packing',
  'Reefer containers',
  'Steel-strapped bundles',
  'Plywood cases',
];

/** factory.contractManufacturing codes (the contracts' contractManufacturingCodes). */
export const contractManufacturing = ['OEM', 'ODM', 'OBM'];

/** factory.manufacturingFacilities text: {lines} lines, {area} m², {process} a process, {city}. */
export const facilityTemplates = [
  'Own plant in {city} with {productionLines} and {area} m² of floor space.',
  '{area} m² factory: {process} and final assembly under one roof.',
  'Two workshops with {productionLines}; {process} in house.',
  'Certified production site with {productionLines}, {process} and a testing laboratory.',
  'Plant in {city}: {process}, quality control and packing.',
];
export const facilityProcesses: Record<string, string[]> = {
  '0001': ['PCB assembly', 'machining', 'cabinet wiring', 'robot cell integration'],
  '0002': ['SMT lines', 'injection moulding', 'final testing', 'cable assembly'],
  '0003': ['module lamination', 'steel fabrication', 'coil winding', 'battery pack assembly'],
  '0004': ['CNC machining', 'forging', 'heat treatment', 'casting'],
  '0005': ['CNC machining', 'welding', 'sheet metal work', 'painting'],
  '0006': ['gear cutting', 'grinding', 'heat treatment', 'forging'],
  '0007': ['cutting', 'sewing', 'printing', 'embroidery'],
  '0008': ['sewing', 'injection moulding', 'woodworking', 'packing'],
  '0009': ['mixing and filling', 'bottling', 'labelling', 'cream emulsification'],
  '0010': ['leather cutting', 'stitching', 'casting', 'polishing'],
  '0011': ['sorting and grading', 'cold storage', 'roasting', 'processing'],
  '0012': ['woodworking', 'upholstery', 'metal frame welding', 'lacquering'],
  '0013': ['cleanroom moulding', 'sterilisation', 'electronics assembly', 'tablet pressing'],
  '0014': ['kiln firing', 'extrusion', 'cutting and polishing', 'powder coating'],
  '0015': ['inspection', 'warehousing', 'repair', 'packing'],
};

/** Production capacity units per industry key (productionCapacity.unit; period is month or year). */
export const capacityUnits: Record<string, string[]> = {
  '0001': ['units', 'sets'],
  '0002': ['pieces', 'units'],
  '0003': ['MW', 'units', 'kWh'],
  '0004': ['pieces', 'sets', 'tons'],
  '0005': ['sets', 'units'],
  '0006': ['pieces', 'sets'],
  '0007': ['pieces', 'meters'],
  '0008': ['pieces', 'cartons'],
  '0009': ['pieces', 'liters'],
  '0010': ['pieces', 'pairs'],
  '0011': ['tons', 'containers'],
  '0012': ['pieces', 'sets'],
  '0013': ['pieces', 'units'],
  '0014': ['square meters', 'tons', 'pieces'],
  '0015': ['shipments', 'projects', 'hours'],
};

/** Model code letters used in product names ("ARX-620"). */
export const modelLetters = 'ABCDEFGHJKLMNPRSTVXZ';
