// Data (category families and their product texts): one table keyed by family, so one file.
/**
 * Category families, written for this project. Every product category (and, where a category
 * mixes very different things, a subcategory) belongs to one family: pumps, valves, baby feeding,
 * fresh produce, logistics… A family has a picture a buyer recognises (`demo/drawings.ts`), a
 * text group, and may add description sentences of its own. The words of a product's name, its
 * description sentences and its spec values are only ever taken from its family's tables (see
 * `generate/families.ts`), so a breast-feeding product never reads "built for continuous
 * industrial duty" and a pump never carries a car-seat standard.
 *
 * Text groups are the neutral fallback: every family of a group shares the group's sentences,
 * which are written to fit any product of that group. Placeholders: {product} (the name as it
 * reads inside a sentence), {Product} (at the start of one), {spec1} and {spec2} (the first two
 * specs as "rated power 4 kW"), {lead} (lead time in days), and {is} / {s} for a verb that agrees
 * with a plural name ("Our wood pellets are…", "Our pump combines…").
 */

export const textGroups = [
  'equipment',
  'parts',
  'consumer',
  'furniture',
  'food',
  'farm',
  'health',
  'building',
  'service',
] as const;
export type TextGroup = (typeof textGroups)[number];

export interface GroupTexts {
  openings: string[];
  bodies: string[];
}

export const groupTexts: Record<TextGroup, GroupTexts> = {
  /** Machines, devices and installations. */
  equipment: {
    openings: [
      '{Product} built for continuous industrial duty.',
      'Our {product} combine{s} robust construction with simple maintenance.',
      'The {product} {is} built to international standards and tested before shipment.',
      'A dependable {product} for OEMs, integrators and end users.',
      '{Product}, available from stock or built to order.',
    ],
    bodies: [
      'Key figures: {spec1}; {spec2}.',
      'Supplied with {spec1} and {spec2} as standard.',
      'Configured with {spec1}; other options on request.',
      'Every unit is inspected and shipped with a test report.',
      'Lead time {lead} days for standard quantities.',
      'Spare parts and technical support for the whole service life.',
      'Manuals and labels in several languages for export.',
    ],
  },
  /** Components, consumables and hardware bought by the box or the metre. */
  parts: {
    openings: [
      '{Product} for maintenance, repair and OEM production.',
      '{Product} made to international standards, from stock or to order.',
      'Quality {product} with consistent dimensions from batch to batch.',
      'Our {product} {is} made for distributors and OEM buyers.',
    ],
    bodies: [
      'Key figures: {spec1}; {spec2}.',
      'Available with {spec1} and {spec2}.',
      'Batch traceability and material certificates on request.',
      'Standard sizes ship from stock; special sizes in {lead} days.',
      'Packed for distributors, with labels in several languages.',
    ],
  },
  /** Goods for shops and households: clothing, baby, beauty, accessories, furniture. */
  consumer: {
    openings: [
      '{Product} for retailers, brands and distributors.',
      'Our {product} {is} designed for everyday use.',
      '{Product} from our standard range or under your own brand.',
      'A best-selling {product} for wholesale and retail buyers.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Private label and retail packaging on request.',
      'Samples ship within a week; bulk orders in {lead} days.',
      'Every batch is checked before packing.',
      'Mixed orders across the range are welcome.',
    ],
  },
  furniture: {
    openings: [
      '{Product} for homes, offices, hotels and retailers.',
      'Our {product} {is} built for years of daily use.',
      '{Product} in standard sizes or made to measure.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Finishes and colours to choose from.',
      'Contract quantities for hotels, offices and schools.',
      'Lead time {lead} days for standard quantities.',
      'Samples available before bulk orders.',
    ],
  },
  food: {
    openings: [
      '{Product} for importers, wholesalers and food processors.',
      '{Product}, sourced and packed to export standards.',
      'Consistent quality {product}, shipped to buyers worldwide.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Every lot is traceable from origin to shipment.',
      'Export documents, including certificates of origin, come with every shipment.',
      'Private label packing on request.',
      'First shipment within {lead} days of order confirmation.',
      'Samples available for qualified buyers.',
    ],
  },
  /** Seeds, fertilisers, feed, farm equipment and livestock. */
  farm: {
    openings: [
      '{Product} for farms, cooperatives and agri-dealers.',
      '{Product} for growers and livestock farmers.',
      'Our {product} {is} trusted by commercial farms.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Advice from our field team on use and results.',
      'Deliveries timed to the season.',
      'Dealer and cooperative prices on request.',
      'First shipment within {lead} days of order confirmation.',
    ],
  },
  health: {
    openings: [
      '{Product} for hospitals, clinics and distributors.',
      'Our {product} {is} made under a certified quality management system.',
      '{Product} for healthcare buyers and tenders.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Supplied with instructions for use and the registration documents buyers need.',
      'Batch records and certificates of conformity on request.',
      'Tenders and distributor agreements welcome.',
      'Standard orders ship in {lead} days.',
    ],
  },
  building: {
    openings: [
      '{Product} for contractors, developers and distributors.',
      'Our {product} {is} made to building standards and tested in our own laboratory.',
      '{Product} for residential and commercial projects.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Project quantities delivered to site on pallets.',
      'Technical data sheets and installation guides included.',
      'Lead time {lead} days for standard quantities.',
      'Samples and project quotations on request.',
    ],
  },
  /** Services and software: nothing ships from stock. */
  service: {
    openings: [
      '{Product} for manufacturers, importers and exporters.',
      '{Product}, quoted per project with no hidden costs.',
      'Our {product} {is} delivered by an experienced team.',
    ],
    bodies: [
      'Service terms: {spec1}; {spec2}.',
      'A named account manager follows every job from quotation to close.',
      'Quotations within 24 hours of a complete request.',
      'Reports and documents in English and the client’s language.',
      'Pricing per project or on a framework agreement.',
    ],
  },
};

export interface Family {
  /** What a buyer would call the family ("Pumps", "Baby feeding"). */
  label: string;
  /** The text group whose sentences the family shares; none when it has only its own. */
  group: TextGroup | null;
  /** Share of names that carry a model code ("SDK-841"); 0 for produce, materials and services. */
  modelCodes: number;
  /** Sentences of this family only, added to its group's. */
  openings?: string[];
  bodies?: string[];
}

export const families = {
  robots: { label: 'Industrial robots', group: 'equipment', modelCodes: 0.6 },
  controls: {
    label: 'Controllers and PLCs',
    group: 'equipment',
    modelCodes: 0.6,
    bodies: ['Programming software and example projects are free to download.'],
  },
  sensors: { label: 'Sensors', group: 'equipment', modelCodes: 0.6 },
  motors: { label: 'Motors and drives', group: 'equipment', modelCodes: 0.5 },
  'fluid-power': { label: 'Pneumatics and hydraulics', group: 'equipment', modelCodes: 0.5 },
  'machine-safety': { label: 'Machine safety', group: 'equipment', modelCodes: 0.5 },
  networking: { label: 'Networking', group: 'equipment', modelCodes: 0.5 },
  displays: { label: 'Displays and HMIs', group: 'equipment', modelCodes: 0.5 },
  cameras: { label: 'Cameras and vision', group: 'equipment', modelCodes: 0.5 },
  components: { label: 'Electronic components', group: 'parts', modelCodes: 0.4 },
  pcb: {
    label: 'Printed circuit boards',
    group: null,
    modelCodes: 0,
    openings: [
      '{Product} for electronics OEMs and design houses.',
      '{Product}, from prototype to volume production.',
      'Our {product} start{s} with a free engineering check of your files.',
    ],
    bodies: [
      'Key figures: {spec1}; {spec2}.',
      'Quotations within 24 hours of receiving your files.',
      'Standard orders are completed in {lead} days.',
      'IPC class 2 or class 3 to order.',
    ],
  },
  computers: {
    label: 'Computers',
    group: null,
    modelCodes: 0.5,
    openings: [
      '{Product} for businesses, integrators and resellers.',
      'Our {product} {is} configured to order and tested before shipment.',
      '{Product} with the components and warranty business buyers expect.',
    ],
    bodies: [
      'Key figures: {spec1}; {spec2}.',
      'Configured with {spec1}; other options on request.',
      'Every unit is tested before shipment.',
      'Reseller and volume prices on request.',
      'Lead time {lead} days for standard quantities.',
    ],
  },
  software: {
    label: 'Software and IT services',
    group: 'service',
    modelCodes: 0,
    bodies: ['A free trial and onboarding sessions for new customers.'],
  },
  'consumer-electronics': { label: 'Consumer electronics', group: 'consumer', modelCodes: 0.5 },
  instruments: { label: 'Test and measurement', group: 'equipment', modelCodes: 0.5 },
  solar: { label: 'Solar energy', group: 'equipment', modelCodes: 0.4 },
  wind: { label: 'Wind energy', group: 'equipment', modelCodes: 0.4 },
  generators: { label: 'Generators and turbines', group: 'equipment', modelCodes: 0.4 },
  batteries: { label: 'Batteries and storage', group: 'equipment', modelCodes: 0.4 },
  electrical: { label: 'Electrical power', group: 'equipment', modelCodes: 0.4 },
  'oil-gas': { label: 'Oil and gas equipment', group: 'equipment', modelCodes: 0.3 },
  bioenergy: { label: 'Bioenergy and hydrogen', group: 'equipment', modelCodes: 0.2 },
  biofuels: {
    label: 'Biofuels',
    group: null,
    modelCodes: 0,
    openings: [
      '{Product} for power plants, heating distributors and fuel traders.',
      '{Product}, produced to a recognised fuel specification.',
    ],
    bodies: [
      'Specification: {spec1}; {spec2}.',
      'Every lot ships with its certificate of analysis.',
      'Deliveries by truck, container or bulk vessel.',
      'First shipment within {lead} days of order confirmation.',
    ],
  },
  'ev-charging': { label: 'EV charging', group: 'equipment', modelCodes: 0.4 },
  tools: {
    label: 'Tools',
    group: null,
    modelCodes: 0.4,
    openings: [
      '{Product} for workshops, maintenance teams and distributors.',
      'Our {product} {is} made for professional daily use.',
      '{Product}, ready to ship from our warehouse.',
    ],
    bodies: [
      'Key figures: {spec1}; {spec2}.',
      'Tested to the relevant EN and ISO standards.',
      'Display packaging for distributors on request.',
      'Orders ship within {lead} days.',
      'Warranty service through our distributors.',
    ],
  },
  welding: { label: 'Welding and cutting', group: 'equipment', modelCodes: 0.4 },
  'material-handling': { label: 'Material handling', group: 'equipment', modelCodes: 0.4 },
  pumps: {
    label: 'Pumps',
    group: 'equipment',
    modelCodes: 0.5,
    openings: ['{Product} for water supply, building services and process plants.'],
    bodies: [
      'Performance curves and a hydrostatic test certificate come with every pump.',
      'Seals and wetted parts are matched to the liquid and its temperature.',
    ],
  },
  valves: {
    label: 'Valves',
    group: 'equipment',
    modelCodes: 0.4,
    openings: ['{Product} for water, steam, oil and gas lines.'],
    bodies: ['Every valve is shell- and seat-tested before shipment.'],
  },
  compressors: { label: 'Compressors', group: 'equipment', modelCodes: 0.5 },
  filtration: { label: 'Filtration', group: 'equipment', modelCodes: 0.4 },
  ppe: {
    label: 'Personal protective equipment',
    group: 'parts',
    modelCodes: 0.2,
    bodies: ['Test certificates from a notified body are available for every item.'],
  },
  fasteners: { label: 'Fasteners', group: 'parts', modelCodes: 0 },
  'machine-tools': { label: 'Machine tools', group: 'equipment', modelCodes: 0.6 },
  'plastics-machinery': { label: 'Plastics machinery', group: 'equipment', modelCodes: 0.6 },
  'packaging-machinery': {
    label: 'Packaging machinery',
    group: 'equipment',
    modelCodes: 0.6,
    bodies: ['Format parts for new containers can be added later.'],
  },
  'food-machinery': {
    label: 'Food processing machinery',
    group: 'equipment',
    modelCodes: 0.5,
    bodies: ['Food-contact parts in stainless steel, easy to clean.'],
  },
  'construction-machinery': { label: 'Construction machinery', group: 'equipment', modelCodes: 0.6 },
  'agri-machinery': { label: 'Agricultural machinery', group: 'equipment', modelCodes: 0.5 },
  'textile-machinery': { label: 'Textile machinery', group: 'equipment', modelCodes: 0.6 },
  gears: { label: 'Gears and couplings', group: 'parts', modelCodes: 0.4 },
  bearings: { label: 'Bearings and linear motion', group: 'parts', modelCodes: 0.3 },
  'belts-chains': { label: 'Belts and chains', group: 'parts', modelCodes: 0.2 },
  seals: { label: 'Seals and gaskets', group: 'parts', modelCodes: 0.2 },
  clothing: { label: 'Clothing', group: 'consumer', modelCodes: 0.2 },
  textiles: {
    label: 'Fabrics and trims',
    group: 'consumer',
    modelCodes: 0,
    bodies: ['Lab dips and strike-offs before bulk production.'],
  },
  'baby-clothing': { label: 'Baby clothing', group: 'consumer', modelCodes: 0.1 },
  'baby-feeding': {
    label: 'Baby feeding',
    group: 'consumer',
    modelCodes: 0.2,
    openings: ['{Product} that parents can trust, made from food-contact materials.'],
    bodies: ['Easy to clean, with every part free of BPA.'],
  },
  'baby-hygiene': { label: 'Diapers and baby care', group: 'consumer', modelCodes: 0 },
  strollers: {
    label: 'Strollers and car seats',
    group: 'consumer',
    modelCodes: 0.3,
    bodies: ['Every model is tested to its safety standard by an independent laboratory.'],
  },
  nursery: { label: 'Nursery', group: 'consumer', modelCodes: 0.2 },
  toys: {
    label: 'Toys',
    group: 'consumer',
    modelCodes: 0.1,
    bodies: ['Tested to toy safety standards, with age grading on every box.'],
  },
  cosmetics: { label: 'Cosmetics and personal care', group: 'consumer', modelCodes: 0 },
  fragrance: { label: 'Fragrances', group: 'consumer', modelCodes: 0 },
  'beauty-appliances': { label: 'Personal care appliances', group: 'consumer', modelCodes: 0.5 },
  salon: { label: 'Salon and spa equipment', group: 'consumer', modelCodes: 0.4 },
  'cosmetic-packaging': { label: 'Cosmetic packaging', group: 'parts', modelCodes: 0.2 },
  bags: { label: 'Bags and luggage', group: 'consumer', modelCodes: 0.2 },
  footwear: { label: 'Footwear', group: 'consumer', modelCodes: 0.2 },
  jewellery: { label: 'Jewellery', group: 'consumer', modelCodes: 0.1 },
  watches: { label: 'Watches', group: 'consumer', modelCodes: 0.4 },
  eyewear: { label: 'Eyewear', group: 'consumer', modelCodes: 0.3 },
  accessories: { label: 'Fashion accessories', group: 'consumer', modelCodes: 0 },
  'fresh-produce': {
    label: 'Fresh produce',
    group: 'food',
    modelCodes: 0,
    bodies: ['Harvested to order and shipped in the cold chain.'],
  },
  grains: { label: 'Grains and pulses', group: 'food', modelCodes: 0 },
  'meat-seafood': {
    label: 'Meat and seafood',
    group: 'food',
    modelCodes: 0,
    bodies: ['Processed in an export-approved plant and shipped frozen or chilled.'],
  },
  dairy: { label: 'Dairy and eggs', group: 'food', modelCodes: 0 },
  beverages: { label: 'Beverages', group: 'food', modelCodes: 0 },
  'packaged-food': { label: 'Packaged food and ingredients', group: 'food', modelCodes: 0 },
  'farm-supplies': { label: 'Farm supplies', group: 'farm', modelCodes: 0 },
  'office-furniture': { label: 'Office furniture', group: 'furniture', modelCodes: 0.2 },
  'home-furniture': { label: 'Home and hospitality furniture', group: 'furniture', modelCodes: 0.1 },
  'outdoor-furniture': { label: 'Outdoor furniture', group: 'furniture', modelCodes: 0.1 },
  'furniture-hardware': { label: 'Furniture hardware and materials', group: 'parts', modelCodes: 0.2 },
  'medical-equipment': { label: 'Medical equipment', group: 'health', modelCodes: 0.5 },
  'medical-consumables': { label: 'Medical consumables', group: 'health', modelCodes: 0 },
  hospital: { label: 'Hospital furniture and home care', group: 'health', modelCodes: 0.3 },
  lab: { label: 'Laboratory equipment', group: 'health', modelCodes: 0.4 },
  pharma: { label: 'Pharmaceuticals', group: 'health', modelCodes: 0 },
  dental: { label: 'Dental supplies', group: 'health', modelCodes: 0.3 },
  sterilization: { label: 'Sterilisation and disinfection', group: 'health', modelCodes: 0.2 },
  'building-materials': { label: 'Building materials', group: 'building', modelCodes: 0 },
  'doors-windows': { label: 'Doors and windows', group: 'building', modelCodes: 0.2 },
  flooring: { label: 'Flooring and tiles', group: 'building', modelCodes: 0 },
  plumbing: { label: 'Kitchen, bath and plumbing', group: 'building', modelCodes: 0.3 },
  lighting: { label: 'Lighting', group: 'building', modelCodes: 0.4 },
  appliances: { label: 'Home appliances', group: 'consumer', modelCodes: 0.5 },
  paints: { label: 'Paints and chemicals', group: 'building', modelCodes: 0 },
  prefab: { label: 'Prefabricated buildings', group: 'building', modelCodes: 0 },
  logistics: { label: 'Logistics', group: 'service', modelCodes: 0 },
  'trade-services': { label: 'Trade and finance services', group: 'service', modelCodes: 0 },
  inspection: { label: 'Inspection and testing', group: 'service', modelCodes: 0 },
  consulting: { label: 'Consulting and marketing', group: 'service', modelCodes: 0 },
  'manufacturing-services': { label: 'Manufacturing services', group: 'service', modelCodes: 0 },
  'industrial-services': { label: 'Industrial services', group: 'service', modelCodes: 0 },
} satisfies Record<string, Family>;

export type FamilyId = keyof typeof families;
export const familyIds = Object.keys(families) as FamilyId[];

/**
 * Words a buyer searches for that name one kind of product. A product name, keyword or
 * description may hold such a word only in the families listed: "pump" means an industrial pump
 * on this portal, so no shoe, cosmetic bottle or breast-feeding product is named with it.
 */
export const ownedWords: Record<string, readonly FamilyId[]> = {
  pump: ['pumps'],
  valve: ['valves', 'fluid-power', 'oil-gas'],
  compressor: ['compressors'],
  motor: ['motors'],
  gearbox: ['gears', 'wind'],
  bearing: ['bearings'],
};
