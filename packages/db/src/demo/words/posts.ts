// Data (post and comment texts of the demo's newsfeed): templates and word lists, so one file.
/**
 * What the demo's businesses and people post, and what others answer, written for this project.
 *
 * A business posts about what it sells: its products' names and base names, its category family's
 * label, its certificates, capacity, markets and delivery terms (generate/posts.ts fills them in).
 * A person posts as a buyer or a trade professional: looking for suppliers of things of their own
 * industry, sharing experience, fairs, a new role. Comments come as topics: a question and the
 * answer the business (or the post's author) gives, with the real figures of the product or the
 * business (lead time, stock, certificates, Incoterms).
 *
 * Placeholders are filled by `fill` (generate/text.ts), which also tidies the joins: {product} as
 * it reads inside a sentence, {Product} at the start of one, and so on. Typographic apostrophes,
 * as the product texts use.
 */
import type { TextGroup } from './families.ts';

/** What a business post is about. */
export type BusinessPostKind =
  'product' | 'fair' | 'fairThanks' | 'certificate' | 'capacity' | 'hiring' | 'shipping' | 'company';

/** What a person's post is about. */
export type PersonPostKind = 'sourcing' | 'experience' | 'fair' | 'career' | 'question';

/** Organisations that sell nothing (agencies, investors, most consultancies) post about these. */
export type OrganisationKind = 'GO' | 'IN' | 'CO';

/**
 * Business posts by kind, for goods and for services. Placeholders: {company}, {product} /
 * {Product} (a product of its showcase), {detail} (two of its specs as a sentence), {family} (its
 * family's label), {products} (two base names of what it sells, plural), {fair}, {month}, {stand},
 * {cert}, {capacity}, {lines}, {city}, {market}, {incoterm}, {lead}, {role}, {years}, {languages}.
 */
export const businessPosts: Record<'goods' | 'service', Record<BusinessPostKind, string[]>> = {
  goods: {
    product: [
      'New in our {family} range: {Product}. {detail} Ask us for a quotation or a sample.',
      'Now available for export: {Product}. {detail} Standard orders ship in about {lead} days.',
      'Our best seller this quarter: {Product}. {detail} Distributors in {market} are welcome to get in touch.',
      'Just launched: {Product}. {detail} Datasheets and prices on request.',
      'Back in stock: {Product}. Orders confirmed this month ship within {lead} days.',
      'A closer look at {product}. {detail} Every order is checked before it leaves us.',
      'Buyers keep asking us about {product}, so here are the key figures. {detail} Send us a message for the price list.',
    ],
    fair: [
      'Meet us at the {fair} in {month}, {stand}. We will show our latest {products} and take orders for the coming season.',
      'We are exhibiting at the {fair} this {month}. Come and see {products} at {stand}.',
      'Counting the days to the {fair}. Our team will be at {stand} with samples of {products}; book a meeting through our profile.',
      'Visiting the {fair} in {month}? Our {family} team will be at {stand}. Drop by for a coffee and the new catalogue.',
    ],
    fairThanks: [
      'Thank you to everyone who visited our stand at the {fair}. Many good conversations about {products}; we will answer every inquiry this week.',
      'Back from the {fair} with a full notebook. Strong interest in {products} from buyers in {market}.',
      'Three busy days at the {fair}. Thank you to our customers and to the new contacts who came to see our {family} range.',
    ],
    certificate: [
      'Good news from our quality team: {cert} renewed after this year’s audit, with no major findings.',
      'For buyers who need it for supplier approval: our {cert} is on our profile, with the latest audit report on request.',
      'Audit week is over: {cert} confirmed again. Thank you to the team and to the customers who joined the supplier audit.',
      'Customers often ask for our certificates before the first order. {cert} is now on our profile.',
    ],
    capacity: [
      'With {lines}, we now make up to {capacity}. Lead times for standard orders are down to about {lead} days.',
      'A new production line is running at our {city} plant. Capacity for {products} is now up to {capacity}.',
      'We have free capacity in {month} for {products}, with delivery in about {lead} days. Send us your forecasts.',
      'Planning next year’s orders? Our plant makes up to {capacity}, and we can reserve capacity for regular customers.',
    ],
    hiring: [
      'We are hiring {role} in {city}. Experience with {family} is a plus and English is required. Apply through our profile or send us a message.',
      'Our team in {city} is growing: we are looking for {role}. Send us a message if you know the right person.',
      'Join us in {city}: we need {role} to support our customers in {market}.',
    ],
    shipping: [
      'Shipping update: our {month} container to {market} is confirmed. There is still room for mixed orders of {products}.',
      'We now quote {incoterm} for buyers in {market}. Ask us for a landed-cost quotation.',
      'Freight rates to {market} came down this month. A good time to plan your next order of {products}.',
      'Good news for buyers in {market}: we now consolidate mixed orders of {products} in one shipment.',
      'Orders confirmed before the end of {month} ship in our next consolidation on {incoterm} terms.',
    ],
    company: [
      '{years} years ago we started in {city}. Thank you to our customers in {market} for their trust.',
      'A visit from one of our customers from {market} this week. Nothing replaces seeing the production line in person.',
      'Our catalogue of {products} has been updated. Message us for the latest price list.',
      'Our sales team answers in {languages}. Write to us in the language you prefer.',
      'Sample week at {company}: new versions of our {products} are ready for customers to test.',
    ],
  },
  service: {
    product: [
      'We now offer {product}. {detail} Ask us for a quotation.',
      'A new option for our clients: {product}. {detail} Quotations within 24 hours.',
      'Most requested this quarter: {product}. {detail} Write to us with your volumes.',
      'Clients in {market} can now book {product} with us. {detail}',
    ],
    fair: [
      'Meet us at the {fair} in {month}, {stand}. We will be talking about {products} with exporters and importers.',
      'Our team will be at the {fair} this {month}. Book a meeting about {products} through our profile.',
    ],
    fairThanks: [
      'Thank you to everyone who came to see us at the {fair}. We will follow up on every request about {products} this week.',
      'Back from the {fair}. Exporters are asking for simpler paperwork and faster quotations, and we heard them.',
    ],
    certificate: [
      '{cert} renewed for another cycle. Our clients’ data and shipments stay in certified hands.',
      'For clients who need it for supplier approval: our {cert} is on our profile.',
    ],
    capacity: [
      'We have added people to our operations team in {city}, so quotations for {products} now go out the same day.',
      'More room for your projects: we can take on new clients for {products} from {month}.',
    ],
    hiring: [
      'We are hiring {role} in {city}. Experience in international trade is a plus. Apply through our profile.',
      'Our team in {city} is growing: we are looking for {role}. Send us a message if you know the right person.',
    ],
    shipping: [
      'Service update for {market}: bookings made before the end of {month} keep this quarter’s rates.',
      'We now handle shipments to {market} on {incoterm} terms, door to door if you need it.',
      'Transit times to {market} are back to normal. Ask us for an updated schedule.',
    ],
    company: [
      '{years} years ago we opened our first office in {city}. Thank you to every client who trusted us since.',
      'Our team answers in {languages}. Write to us in the language you prefer.',
      'A short guide for new exporters: what to check before you send your first {incoterm} quotation. Ask us for a copy.',
    ],
  },
};

/**
 * Posts of organisations that sell nothing: {industry} ({aIndustry} with its article), {market},
 * {country}, {city}, {month}, {fair}, {n}.
 */
export const organisationPosts: Record<OrganisationKind, string[]> = {
  GO: [
    'Our trade mission to {market} in {month} still has places for {n} companies in {industry}. Contact us to join.',
    'Export workshop in {city} in {month}: documents, Incoterms and payment terms for first-time exporters. Free for registered companies.',
    'Visit our national pavilion at the {fair}: {n} companies will show what {country} makes.',
    'A new report on demand for {industry} in {market} is out, free for registered companies.',
    'Buyers from {market} visit {city} in {month}. Companies in {industry} can book one-to-one meetings with us.',
  ],
  IN: [
    'We are looking at growth investments in {industry} companies with export sales. Send us a short presentation.',
    'We have closed a new investment in {aIndustry} company in {country}. Welcome to the portfolio.',
    'Our view on {industry} for next year: steady demand in {market}, tighter margins and more automation.',
    'Family-owned company in {industry} thinking about succession? We invest for the long term and keep the team.',
  ],
  CO: [
    'Free webinar in {month}: how to pass a supplier audit in {industry}.',
    'This year we helped {aIndustry} client cut lead times by {n} percent. Happy to share how.',
    'Looking for partners in {market} for a market-entry project in {industry}.',
    'Three things buyers in {market} check before a first order: certificates, references and how fast you answer.',
  ],
};

/**
 * People's posts by kind. {bases}: what they buy or sell, plural ("centrifugal pumps"); {qty}, {country},
 * {market}, {incoterm}, {fair}, {month}, {profession}, {company}, {years}, {industry}, {cert}.
 */
export const personPosts: Record<PersonPostKind, string[]> = {
  sourcing: [
    'Looking for suppliers of {bases} for a customer in {country}. About {qty} per order, delivery {incoterm}. Please send offers with certificates.',
    'Does anyone have a reliable source of {bases}? We need {qty} a month from next quarter.',
    'Sourcing {bases} for our distribution in {market}. Manufacturers only, please, with export experience.',
    'Request for quotation: {bases}, {qty}, {incoterm}. Samples first, then a trial order.',
    'We are adding {bases} to our range and are looking for a second supplier. Export experience to {market} required.',
  ],
  experience: [
    'Lesson learned this year: ask for a pre-shipment inspection on every first order, even from a supplier you trust.',
    'Visited three suppliers of {bases} this month. The best ones showed me their quality records without being asked.',
    'Payment terms matter as much as price. A 30 percent deposit and the balance against documents has worked well for us.',
    'Samples first, always. It saved us from a bad order of {bases} last spring.',
    'Good packaging is cheaper than a claim. Ask your supplier for drop-test results before the first container.',
    'Sea freight to {country} is back to normal transit times. Plan your orders of {bases} accordingly.',
    'A supplier who answers in a day is worth a lot. We moved most of our orders of {bases} to one for that reason.',
  ],
  fair: [
    'Back from the {fair}. Strong interest in {bases}; prices are stable and lead times shorter than last year.',
    'I will be at the {fair} in {month}. Happy to meet suppliers of {bases}.',
    'Good days at the {fair}. Met several new suppliers of {bases}; now the real work of comparing offers starts.',
  ],
  career: [
    'Happy to share that I have started a new role as {profession} at {company}.',
    '{years} years in {industry} this month. Thank you to the colleagues and customers who taught me this trade.',
    'Proud of our team at {company}: we shipped our largest order of {bases} so far this month.',
  ],
  question: [
    'Question for the network: which Incoterm do you prefer for first orders, FOB or CIF?',
    'How do you check a new supplier of {bases} before the first order? Video call, audit, samples?',
    'Who has experience with {cert} audits? Looking for advice before ours.',
    'What lead time do you plan for {bases} from order to your warehouse in {country}?',
  ],
};

/**
 * A comment topic: the question or remark, and the answers that may follow it (empty: none
 * expected). Placeholders in addition to the post's: {name} (the asker's first name), {moq},
 * {qty}, {lead}, {country}, {incoterm}, {cert}, {stock}, {spec}, {value}, {warranty}.
 */
export interface CommentTopic {
  ask: string[];
  /** Answers by the post's author (as the business it was posted as) or the product's business. */
  answer: string[];
}

/** Comments on business posts, by the post's kind. */
export const businessPostComments: Record<BusinessPostKind | 'organisation', CommentTopic[]> = {
  product: [
    {
      ask: ['What is the MOQ for this one?', 'What is the minimum order quantity?', 'MOQ per model?'],
      answer: [
        'The MOQ is {moq}, {name}. Mixed orders are welcome.',
        'From {moq}. Sent you the price list by message.',
      ],
    },
    {
      ask: ['What is the lead time to {country}?', 'How long from order to shipment?'],
      answer: [
        'About {lead} days from the deposit, plus transit. We ship {incoterm}.',
        'Around {lead} days for standard quantities, {name}.',
      ],
    },
    {
      ask: ['Can you send a sample?', 'Are samples available?'],
      answer: [
        'Yes, samples ship within a week. Sent you the details.',
        'Of course. The sample cost is refunded with the first order.',
      ],
    },
    {
      ask: ['Which certificates does it come with?', 'Do you have test reports for this?'],
      answer: [
        'It is made under our {cert} system; the reports come with the quotation.',
        'Yes, we send the test reports and {cert} with every quotation.',
      ],
    },
    {
      ask: ['Do you ship to {country}?', 'Any distributors in {country}?'],
      answer: [
        'Yes, we ship {incoterm} to {country}. Send us your details and we will quote.',
        'Not yet, {name}. We are looking for one; let us talk.',
      ],
    },
    {
      ask: ['Please send the price for {qty}.', 'Interested. Sent you a message.'],
      answer: ['Thank you, {name}. Our quotation is in your inbox.', 'Received, we answer today.'],
    },
    {
      ask: [
        'Looks great.',
        'Nice work, congratulations on the launch.',
        'We will add this to our catalogue.',
      ],
      answer: ['Thank you!', 'Thanks, {name}!'],
    },
  ],
  fair: [
    {
      ask: ['See you there!', 'We will visit you.', 'Looking forward to it.'],
      answer: ['See you at the stand!', 'Great, see you there, {name}.'],
    },
    {
      ask: ['Will you bring samples?', 'Will the new range be on the stand?'],
      answer: [
        'Yes, the full range, with samples to take away.',
        'Yes, and our engineers will be there too.',
      ],
    },
    {
      ask: ['Can we book a meeting on the second day?'],
      answer: ['Of course. Sent you a message to pick a time.'],
    },
  ],
  fairThanks: [
    {
      ask: ['It was great to meet your team.', 'Thanks for the time at the stand.'],
      answer: ['Thank you for coming, {name}!', 'The pleasure was ours.'],
    },
    { ask: ['Could you send the catalogue you showed there?'], answer: ['Sent it by message this morning.'] },
    { ask: ['Well organised stand, congratulations.'], answer: [] },
  ],
  certificate: [
    {
      ask: ['Congratulations!', 'Well deserved.', 'Congratulations to the quality team.'],
      answer: ['Thank you!', 'Thanks, {name}!'],
    },
    {
      ask: [
        'Does the certificate cover all your sites?',
        'Can you share the certificate for our supplier file?',
      ],
      answer: [
        'Yes, every site is covered. The certificate is on our profile.',
        'Sent it by message, {name}.',
      ],
    },
  ],
  capacity: [
    {
      ask: ['Can you take an order of {qty} for next month?', 'Good to know. Is there capacity for {qty}?'],
      answer: ['Yes, send us the details and we will confirm a date.', 'We can, {name}. Sent you a message.'],
    },
    { ask: ['Congratulations on the new line.', 'Impressive growth.'], answer: ['Thank you!'] },
  ],
  hiring: [
    {
      ask: ['Shared with my network.', 'Shared it with a former colleague.'],
      answer: ['Thank you, {name}!'],
    },
    {
      ask: ['Is the role open to candidates from abroad?', 'Is this position on site?'],
      answer: [
        'The role is based at our office, with some travel. Send us a message and we will tell you more.',
      ],
    },
    { ask: ['Sent you my CV.'], answer: ['Thank you, our team will be in touch this week.'] },
  ],
  shipping: [
    {
      ask: ['Do you also ship to {country}?', 'Is {country} included?'],
      answer: [
        'Yes, {incoterm} to {country}. Send us your port and we will quote.',
        'Yes, {name}, every week.',
      ],
    },
    { ask: ['Good news, thanks for the update.', 'Helpful, thanks.'], answer: [] },
    {
      ask: ['What is the cut-off date for the next consolidation?'],
      answer: ['The end of this month. Send us the order by then and it ships together.'],
    },
  ],
  company: [
    {
      ask: ['Congratulations!', 'Great team.', 'Congratulations to the whole team.'],
      answer: ['Thank you!', 'Thanks, {name}!'],
    },
    { ask: ['Could you send us the new price list?'], answer: ['Sent it by message, {name}.'] },
    { ask: ['Good to see the factory, thanks for sharing.'], answer: [] },
  ],
  organisation: [
    {
      ask: ['Interested, how can we join?', 'Is there still room for one more company?'],
      answer: ['Sent you the form by message, {name}.', 'Yes, a few places left. We will contact you.'],
    },
    { ask: ['Thanks for sharing.', 'Very useful, thank you.'], answer: [] },
    { ask: ['Will there be a recording?'], answer: ['Yes, registered companies receive it a day later.'] },
  ],
};

/** Comments on people's posts, by kind; answers come from the post's author. */
export const personPostComments: Record<PersonPostKind, CommentTopic[]> = {
  sourcing: [
    {
      ask: [
        'Can you share the specification and the target price?',
        'Which certificates do you need?',
        'What volume per year?',
      ],
      answer: ['Sent by message, thanks.', 'Sent you the details by message.'],
    },
    { ask: ['Following, we need the same.', 'Interested to hear who you find.'], answer: [] },
  ],
  experience: [
    {
      ask: [
        'Completely agree.',
        'Same experience here, especially with first orders.',
        'Thanks for sharing.',
        'Good point.',
      ],
      answer: ['Thanks, {name}.'],
    },
    {
      ask: ['Which inspection company do you use?', 'How do you handle a claim when it goes wrong?'],
      answer: ['Sent you a message, easier to explain there.'],
    },
  ],
  fair: [
    {
      ask: ['Was it busy this year?', 'Worth the trip?'],
      answer: ['Busy on the first two days, quieter after. Worth it.', 'Yes, many new exhibitors.'],
    },
    { ask: ['See you there!', 'Let us meet there.'], answer: ['Sure, send me a message.'] },
  ],
  career: [
    {
      ask: ['Congratulations, {author}!', 'All the best in the new role.', 'Well deserved, congratulations.'],
      answer: ['Thank you, {name}!', 'Thanks!'],
    },
  ],
  question: [
    {
      ask: [
        'FOB, so we control the freight.',
        'CIF for the first order, then FOB once we know the supplier.',
      ],
      answer: ['Makes sense, thanks.'],
    },
    {
      ask: [
        'A video call from the factory floor first, then samples.',
        'Samples and a third-party audit before any deposit.',
      ],
      answer: ['Thanks, that is how we do it too.'],
    },
    { ask: ['Good question, following.'], answer: [] },
  ],
};

/** Remarks a supplier makes on a sourcing post: {products} (what the business sells), {country}, {market}. */
export const supplierOffers = [
  'We make {products} in {country} and export to {market}. Sent you a message.',
  'We can help: {products} with certificates and samples within a week. Please check our profile.',
  'Our team will send you an offer for {products} today.',
];

/** The author's answer to a supplier's offer. */
export const offerThanks = [
  'Thank you, I will look at your profile.',
  'Thanks, replied by message.',
  'Thank you, please send the catalogue.',
];

/** Comments on products, by topic; answers are the product's business's. */
export const productComments: Record<'goods' | 'service' | 'equipment' | 'label', CommentTopic[]> = {
  goods: [
    {
      ask: ['Is this in stock?', 'Do you have this in stock?'],
      answer: ['{stock}'],
    },
    {
      ask: ['What is the minimum order?', 'What is the MOQ?'],
      answer: ['The MOQ is {moq}, {name}.', '{moq}, and mixed orders are welcome.'],
    },
    { ask: ['What is the lead time for {qty}?'], answer: ['About {lead} days for that quantity.'] },
    { ask: ['Can you confirm the {spec}?'], answer: ['It is {value}, as listed. Other options on request.'] },
    {
      ask: ['Which certificates does it have?'],
      answer: [
        'It is made under our {cert} system; certificates on request.',
        'We send the test reports with the quotation.',
      ],
    },
    {
      ask: ['Can I get a sample?', 'Samples available?'],
      answer: ['Yes, samples ship within a week.', 'Yes, sent you the details by message.'],
    },
    { ask: ['Do you ship to {country}?'], answer: ['Yes, we ship {incoterm} to {country}.'] },
    {
      ask: ['Please send the price for {qty}.', 'Sent you an inquiry about this.'],
      answer: ['Our quotation is in your inbox, {name}.', 'Thank you, we answer today.'],
    },
    {
      ask: ['We have bought this twice, good quality.', 'Arrived well packed, thank you.'],
      answer: ['Thank you for the feedback!', 'Thanks, {name}!'],
    },
  ],
  equipment: [
    {
      ask: ['Do you provide installation and training?', 'Is commissioning included?'],
      answer: [
        'Yes, remote or on site; on-site visits are quoted separately.',
        'Remote commissioning is included; on site on request.',
      ],
    },
    { ask: ['What warranty do you give?'], answer: ['{warranty} from delivery, parts and labour.'] },
    {
      ask: ['Are spare parts available locally?'],
      answer: ['Common spare parts ship from stock within days.'],
    },
  ],
  label: [
    {
      ask: ['Do you offer private label?', 'Can you print our brand on it?'],
      answer: ['Yes, from {moq}.', 'Yes, with your artwork, from {moq}.'],
    },
  ],
  service: [
    {
      ask: ['How long does a typical job take?', 'What is the turnaround?'],
      answer: ['Usually {lead} days from the start.'],
    },
    {
      ask: ['Do you cover {country}?'],
      answer: ['Yes, with our own team and partners.', 'Yes, {name}. Send us the details.'],
    },
    {
      ask: ['Can you send a quotation for our case?', 'Sent you an inquiry.'],
      answer: ['Sent it this morning, {name}.', 'Thank you, we answer today.'],
    },
    {
      ask: ['Worked with them last year, very professional.', 'Quick and clear, recommended.'],
      answer: ['Thank you for the kind words!'],
    },
  ],
};

/** What the asker may add under the answer. */
export const followUps = [
  'Thanks!',
  'Thank you, sent you a message.',
  'Perfect, thanks.',
  'Great, thank you.',
];

/** Replies the answerer's peers add under someone else's question (a user who bought before). */
export const peerReplies = [
  'We had the same question; their answer was quick.',
  'Following.',
  'Good to know, thanks.',
];

/** Trade fair themes per text group, and per family where the group's would be wrong. */
export const fairThemes: Record<TextGroup, string[]> = {
  equipment: ['Industrial Technology Fair', 'Automation Expo', 'Machinery Show', 'Process Industries Fair'],
  parts: ['Industrial Supply Fair', 'Components Expo', 'Maintenance and Spare Parts Show'],
  consumer: ['Consumer Goods Fair', 'Lifestyle Sourcing Expo', 'Gift and Home Fair'],
  furniture: ['Furniture and Interiors Fair', 'Contract Furniture Expo', 'Home Design Week'],
  food: ['Food and Beverage Expo', 'Fine Food Fair', 'Food Ingredients Show'],
  farm: ['Agritech Expo', 'Farm Inputs Fair', 'Livestock and Crops Show'],
  health: ['Medical Technology Fair', 'Hospital Supply Expo', 'Laboratory and Pharma Show'],
  building: ['Building and Construction Fair', 'Architecture and Materials Expo', 'Build Week'],
  service: ['Trade and Logistics Forum', 'Export Summit', 'Supply Chain Week'],
};

export const familyFairThemes: Partial<Record<string, string[]>> = {
  clothing: ['Textile and Apparel Sourcing Fair', 'Fashion Sourcing Week'],
  textiles: ['Textile and Apparel Sourcing Fair', 'Fabric and Trims Show'],
  'baby-clothing': ['Baby and Kids Fair'],
  'baby-feeding': ['Baby and Kids Fair'],
  'baby-hygiene': ['Baby and Kids Fair'],
  strollers: ['Baby and Kids Fair'],
  nursery: ['Baby and Kids Fair'],
  toys: ['Toy Fair', 'Baby and Kids Fair'],
  cosmetics: ['Beauty and Cosmetics Expo'],
  fragrance: ['Beauty and Cosmetics Expo'],
  'beauty-appliances': ['Beauty and Cosmetics Expo'],
  salon: ['Beauty and Cosmetics Expo', 'Salon and Spa Show'],
  'cosmetic-packaging': ['Beauty and Cosmetics Expo', 'Packaging Show'],
  solar: ['Energy and Power Expo', 'Renewables Week'],
  wind: ['Energy and Power Expo', 'Renewables Week'],
  generators: ['Energy and Power Expo'],
  batteries: ['Energy and Power Expo', 'Battery Show'],
  electrical: ['Energy and Power Expo'],
  'oil-gas': ['Oil and Gas Expo'],
  bioenergy: ['Energy and Power Expo', 'Renewables Week'],
  biofuels: ['Energy and Power Expo', 'Renewables Week'],
  'ev-charging': ['Energy and Power Expo', 'E-Mobility Show'],
  software: ['Digital Industry Summit', 'Cloud and Software Expo'],
  computers: ['Electronics Expo', 'Digital Industry Summit'],
  components: ['Electronics Expo', 'Components Expo'],
  pcb: ['Electronics Expo'],
  'consumer-electronics': ['Electronics Expo', 'Consumer Goods Fair'],
  logistics: ['Logistics and Transport Week', 'Supply Chain Week'],
  'packaging-machinery': ['Packaging Show', 'Machinery Show'],
  'food-machinery': ['Food Processing Expo', 'Machinery Show'],
  'agri-machinery': ['Agritech Expo'],
  bags: ['Fashion Sourcing Week', 'Leather and Accessories Fair'],
  footwear: ['Footwear Fair', 'Fashion Sourcing Week'],
  jewellery: ['Jewellery and Watch Fair'],
  watches: ['Jewellery and Watch Fair'],
  eyewear: ['Eyewear Fair'],
};

/** Cities with large trade fair grounds. */
export const fairCities = [
  'Frankfurt',
  'Shanghai',
  'Guangzhou',
  'Hanover',
  'Milan',
  'Las Vegas',
  'Dubai',
  'Cologne',
  'Munich',
  'Chicago',
  'Paris',
  'Istanbul',
  'Singapore',
  'Mexico City',
  'Sao Paulo',
  'Barcelona',
  'Birmingham',
  'Nuremberg',
  'Bangkok',
  'Mumbai',
  'Shenzhen',
  'Orlando',
  'Johannesburg',
  'Toronto',
  'Seoul',
];

/** Whom a business hires, by text group. */
export const hiringRoles: Record<TextGroup, string[]> = {
  equipment: [
    'a service engineer',
    'two CNC operators',
    'an export sales manager',
    'a field service technician',
    'a design engineer',
  ],
  parts: [
    'an inside sales representative',
    'a warehouse supervisor',
    'a quality technician',
    'an export sales manager',
  ],
  consumer: [
    'a product developer',
    'a merchandiser',
    'an export sales manager',
    'a quality controller',
    'a key account manager',
  ],
  furniture: [
    'an upholsterer',
    'a CNC woodworking operator',
    'a project sales manager',
    'a showroom manager',
  ],
  food: [
    'a food safety officer',
    'an export sales manager',
    'a production supervisor',
    'a logistics coordinator',
  ],
  farm: ['an agronomist', 'a field sales representative', 'a dealer manager', 'a warehouse supervisor'],
  health: [
    'a regulatory affairs specialist',
    'a clinical application specialist',
    'a quality assurance manager',
    'a tender manager',
  ],
  building: [
    'a site engineer',
    'a technical sales representative',
    'a project estimator',
    'a production supervisor',
  ],
  service: ['an operations coordinator', 'an account manager', 'a customs specialist', 'a project manager'],
};

/** Minimum order quantities, and quantities a buyer asks about, by text group. */
export const orderQuantities: Record<TextGroup, { moq: string[]; qty: string[] }> = {
  equipment: { moq: ['1 unit', '2 units', '5 units'], qty: ['10 units', '20 units', '5 units', '50 units'] },
  parts: {
    moq: ['500 pieces', '1,000 pieces', '5,000 pieces', 'one carton per size'],
    qty: ['10,000 pieces', '20,000 pieces', '50,000 pieces'],
  },
  consumer: {
    moq: ['300 pieces per style', '500 pieces per colour', '1,000 pieces', '100 pieces per design'],
    qty: ['2,000 pieces', '5,000 pieces', '3,000 pieces'],
  },
  furniture: {
    moq: ['20 pieces', '50 pieces', 'one 40-foot container with mixed models'],
    qty: ['200 pieces', 'one container', '100 sets'],
  },
  food: {
    moq: ['one 20-foot container', '1 pallet', '5 tonnes', 'one 40-foot reefer'],
    qty: ['two containers', '20 tonnes', 'one container'],
  },
  farm: {
    moq: ['1 tonne', '5 tonnes', '100 bags', 'one truckload'],
    qty: ['20 tonnes', '500 bags', 'two truckloads'],
  },
  health: {
    moq: ['10 boxes', '50 units', '1,000 pieces', '1 carton'],
    qty: ['500 boxes', '10,000 pieces', '100 units'],
  },
  building: {
    moq: ['500 square metres', '1 pallet', 'one truckload', '20 pieces'],
    qty: ['5,000 square metres', 'two containers', '200 pieces'],
  },
  service: { moq: ['one shipment', 'one project'], qty: ['ten shipments a month', 'a pilot project'] },
};

/** Warranties of machines and devices. */
export const warranties = ['12 months', '18 months', '24 months', '36 months'];

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
