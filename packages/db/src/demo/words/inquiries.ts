// Data (the texts of the demo's inquiry threads): templates and word lists, so one file.
/**
 * What the demo's buyers write to suppliers through the message center, and what the suppliers
 * answer, written for this project. A thread follows a script: an opening exchange (the buyer's
 * inquiry and the supplier's first answer), then some of the script's further exchanges in their
 * order, and, for longer or closed threads, an ending. Each exchange is a buyer's message (`ask`)
 * and the supplier's answer (`answer`); the variants of one are interchangeable, so any answer
 * fits any ask of its exchange.
 *
 * Placeholders (filled by `fill`, generate/text.ts; a template whose values are missing is not
 * used): {product} / {Product} (one of the supplier's products, as it reads in a sentence),
 * {products} (what the supplier sells, plural), {qty} (a quantity the buyer asks for),
 * {moq} ({labelMoq} the same, only for goods sold under a customer's brand), {lead} (days), {transit} and {airDays} (days), {incoterm} (the supplier's usual term),
 * {incoterm2} (another one the buyer prefers), {city} and {country} (the buyer's), {sellerCountry},
 * {currency}, {price} per {unit} and {total} (the price of {qty}, formatted), {total2} (the same on
 * {incoterm2} terms), {discount}, {surcharge},
 * {deposit} (percentages), {payment}, {validity} (days), {cert} (an audited certificate of the
 * supplier), {spec} and {value} (one of the product's specs), {warranty}, {packaging}, {market},
 * {sampleFee}, {sampleDays}, {courier}, {account}, {tracking}, {order}, {buyer} and {seller}
 * (company names), {aBuyerKind} ("a distributor"), {sName} and {rName} (first names of the
 * writer on each side), {years}, {team}. Typographic apostrophes, as elsewhere in the demo.
 */

/** A buyer's message and the supplier's answer: any answer fits any ask. */
export interface Exchange {
  ask: string[];
  answer: string[];
  /** How an ending leaves things: an order placed, or the buyer declining (the closing fits it). */
  outcome?: 'order' | 'declined';
}

/** One kind of conversation. */
export interface InquiryScript {
  /** The send-request form's subject (`inquirySubjects`), or 'Other' with `subjects`. */
  subject: string;
  /** Free-text subjects (templates) for 'Other'; some threads of other scripts use them too. */
  subjects?: string[];
  opening: Exchange;
  /** Further exchanges, in the order a conversation would take them (a thread skips some). */
  middle: Exchange[];
  /** How a longer conversation comes to a conclusion. */
  endings: Exchange[];
}

/** Conversations with suppliers of goods. */
export const goodsScripts: InquiryScript[] = [
  {
    subject: 'Price quotation',
    subjects: [
      'Quotation for {qty} of {product}',
      'Request for quotation: {Product}',
      'RFQ {product}, {qty}',
    ],
    opening: {
      ask: [
        'We are interested in your {product} and would like a quotation for {qty}, {incoterm2}. Please include the price, the lead time and your payment terms.',
        'Could you quote {qty} of {product}? We are {aBuyerKind} based in {city} and buy regularly for customers across {country}. Please state your price {incoterm2} and how long the offer is valid.',
        'Please send us your best price for {qty} of {product}. We would need the goods within the next two months. What payment terms do you accept for a first order?',
      ],
      answer: [
        'Thank you for your inquiry. For {qty} of {product} our price is {currency} {price} per {unit} {incoterm}, {currency} {total} in total, valid for {validity} days. Production takes about {lead} days after the deposit; we work with a {deposit}% deposit by {payment} and the balance against the copy of the bill of lading.',
        'Thank you for contacting {seller}. We can offer {qty} at {currency} {price} per {unit}, {currency} {total} in total, {incoterm}. The lead time is {lead} days from order confirmation. Payment: {payment}, {deposit}% deposit, the balance before shipment.',
        'Thanks for your interest in our {product}. Our quotation for {qty}: {currency} {price} per {unit}, {currency} {total} in total, {incoterm}, valid {validity} days. Lead time {lead} days. We accept {payment}; for a first order we ask for a {deposit}% deposit.',
      ],
    },
    middle: [
      {
        ask: [
          'Thank you for the quick answer. The price is a little above our budget. Is there any room if we increase the quantity?',
          'Thanks. We have a lower offer from another supplier. Could you improve your price if we commit to a second order within six months?',
        ],
        answer: [
          'We can take {discount}% off the quoted price for a larger or a repeat order. The quality and the lead time stay the same.',
          'Our best is {discount}% off the quoted price. Below that we would have to change the material or the packaging, which we do not recommend.',
        ],
      },
      {
        ask: [
          'We would prefer {incoterm2} rather than {incoterm}. Could you quote it that way?',
          'Our forwarder is not active in your region. Could you quote {incoterm2} instead?',
        ],
        answer: [
          'Of course. On {incoterm2} terms the price for the full quantity is {currency} {total2}.',
          'Here is the {incoterm2} figure: {currency} {total2} for the whole order. Our forwarder ships to {country} every week.',
        ],
      },
      {
        ask: [
          'Could you confirm that the {spec} is {value}? Our customer is strict about it.',
          'Before we go further, please confirm the {spec} of the quoted version.',
        ],
        answer: [
          'Yes, the {spec} is {value}, as listed on our page. We can put it on the proforma invoice as well.',
          'Confirmed: {value}. Every unit is checked before packing and the report goes with the shipment.',
        ],
      },
      {
        ask: [
          'How are the goods packed, and will the quantity fit in one container?',
          'Could you tell us the packaging and the gross weight of the order?',
        ],
        answer: [
          'The goods are packed in {packaging}, and the full quantity fits in one container with room to spare. I will send the packing list with the proforma invoice.',
          'We pack in {packaging}. The packing list with the weights and dimensions goes out today.',
        ],
      },
      {
        ask: [
          'Can you hold this price until the end of next month? Our budget is approved at the start of each month.',
          'Is the price fixed if we confirm the order within three weeks?',
        ],
        answer: [
          'Yes, we can hold the price until then. Raw material prices are stable at the moment.',
          'We can hold it for that long. After that we may have to review it with our suppliers.',
        ],
      },
    ],
    endings: [
      {
        outcome: 'order',
        ask: [
          'That works for us. Please send the proforma invoice for {qty} so that we can arrange the deposit.',
          'We are ready to order. Please send the proforma invoice; our purchase order {order} follows today.',
        ],
        answer: [
          'The proforma invoice is on its way, with our bank details. As soon as the deposit arrives we book the production slot.',
          'Thank you for your order. The proforma invoice is ready; we start production when the deposit is received.',
        ],
      },
      {
        ask: [
          'We are comparing two offers and will decide by the end of next week. I will come back to you.',
          'Thank you. We need to discuss the figures internally and will come back to you soon.',
        ],
        answer: [
          'Understood, take your time. The offer stays valid for {validity} days.',
          'Of course. Let me know if you need anything else for your decision.',
        ],
      },
    ],
  },
  {
    subject: 'Minimum order quantity',
    subjects: ['MOQ for {product}', 'Trial order of {product}'],
    opening: {
      ask: [
        'What is your minimum order quantity for the {product}? For a first order we would like to start small and test the market in {country}.',
        'Before we ask for a full quotation: what is the MOQ for your {product}, and can we mix models or colours in the first order?',
        'We would like to try your {product} with a few of our customers. What is the smallest order you accept?',
      ],
      answer: [
        'Our MOQ for the {product} is {moq}. For a first order we accept mixed models as long as the total reaches it.',
        'The standard MOQ is {moq}. For new customers we sometimes accept a trial order below it, at a slightly higher price.',
        'The minimum is {moq}. Mixed orders are welcome, and from the second order we can be more flexible.',
      ],
    },
    middle: [
      {
        ask: [
          'That is more than we can sell in the first season. Would you accept half of it with a surcharge?',
          'Could we start with half the MOQ? We expect to reorder quickly if the product sells.',
        ],
        answer: [
          'We can do half the MOQ with a {surcharge}% surcharge on the price. From the second order the normal price applies.',
          'For a trial we can accept half, with a {surcharge}% surcharge for the smaller run. I can send the quotation today.',
        ],
      },
      {
        ask: [
          'Could the trial order travel together with another customer’s goods, to save on freight?',
          'Is it possible to ship a small order by consolidated freight?',
        ],
        answer: [
          'Yes, we consolidate small orders every month. Your goods would leave with our next consolidated shipment.',
          'Yes. Our forwarder runs a consolidation every two weeks, which keeps the freight reasonable for small orders.',
        ],
      },
      {
        ask: [
          'What would the lead time be for the trial quantity?',
          'How quickly could you ship a trial order?',
        ],
        answer: [
          'About {lead} days, the same as for a full order. If the goods are in stock it is faster.',
          'Around {lead} days from the deposit. We will confirm the exact date on the proforma invoice.',
        ],
      },
    ],
    endings: [
      {
        outcome: 'order',
        ask: [
          'We will go ahead with the trial order. Please send the quotation for the reduced quantity.',
          'Good, please prepare the proforma invoice for the trial quantity.',
        ],
        answer: [
          'Sent. The quotation is valid for {validity} days, and we will confirm the production date as soon as we receive your order.',
          'The proforma invoice is in your inbox. Thank you for the trust, {sName}.',
        ],
      },
      {
        ask: [
          'Thank you, that helps. Let me check with our sales team and come back to you.',
          'Understood. We will look at our forecasts and get back to you.',
        ],
        answer: [
          'Of course. Feel free to write if anything is unclear.',
          'Thank you, {sName}. We are here when you are ready.',
        ],
      },
    ],
  },
  {
    subject: 'Samples',
    subjects: ['Sample request: {product}', 'Samples of {product} for testing'],
    opening: {
      ask: [
        'Could you send us a sample of your {product}? We would like to test it with one of our customers before ordering {qty}.',
        'We are evaluating suppliers of {products} for next year and would like a sample of your {product}. Is there a charge, and how long does it take?',
        'Our technical team would like to test your {product}. Can you send two samples to our office in {city}?',
      ],
      answer: [
        'Yes, we can send a sample within {sampleDays} days. It costs {currency} {sampleFee} plus courier, refunded with the first order. Please send us the full delivery address and a phone number.',
        'Samples are free of charge; only the courier is paid by the buyer. Do you have a {courier} account number we can use?',
        'Of course. Samples leave within {sampleDays} days; the cost of {currency} {sampleFee} is credited against your first order.',
      ],
    },
    middle: [
      {
        ask: [
          'Please use our {courier} account, number {account}. The address is our office in {city}, for my attention.',
          'We do not have a courier account. Please add the freight to the invoice and send the samples to our office in {city}.',
        ],
        answer: [
          'The samples left today by {courier}; the tracking number is {tracking}. They should arrive in three to five working days.',
          'Noted. The payment link for the samples and the courier is on its way; they ship the day after payment.',
        ],
      },
      {
        ask: [
          'The samples arrived in good condition. Our technical team will test them over the next two weeks.',
          'Received, thank you. The finish is good; we are running our own tests now.',
        ],
        answer: [
          'Good to hear. Let us know if you need anything for the tests, such as drawings or reports.',
          'Thank you for letting us know. Our engineers are available if your team has questions.',
        ],
      },
      {
        ask: [
          'For our market we would need the {spec} changed. Is that possible?',
          'Could you make a version with a different {spec} for a larger order?',
        ],
        answer: [
          'Yes, we can adapt the {spec} from {moq} upwards; the price stays the same.',
          'It is possible from {moq}. We would send a new sample first for your approval.',
        ],
      },
    ],
    endings: [
      {
        outcome: 'order',
        ask: [
          'The tests went well. We would like to proceed with {qty}; please send the final quotation.',
          'Our customer approved the sample. The next step is an order of {qty}.',
        ],
        answer: [
          'Excellent news. The quotation for {qty} follows today.',
          'Great to hear, {sName}. The proforma invoice for {qty} is in your inbox.',
        ],
      },
      {
        outcome: 'declined',
        ask: [
          'The tests showed the product is not the right fit for this project. Thank you for the samples all the same.',
          'Our customer chose a different version in the end. We will keep your details for the next project.',
        ],
        answer: [
          'Thank you for the honest feedback. We hope to work with you on another project.',
          'Understood, thank you for testing it. Our catalogue has other versions if a new need comes up.',
        ],
      },
    ],
  },
  {
    subject: 'Delivery and shipping',
    subjects: ['Lead time and delivery to {city}', 'Shipping terms for {qty}'],
    opening: {
      ask: [
        'We need {qty} of {product} delivered to {city} within the next six weeks. Is that possible, and on which terms do you ship?',
        'What is your lead time for {qty} of {product}, and can you deliver {incoterm2}?',
        'Could you tell us the lead time and the shipping options for {qty} to {country}?',
      ],
      answer: [
        'Production takes about {lead} days, and the sea transit to {country} is around {transit} days. We usually ship {incoterm}; we can also quote {incoterm2}.',
        'For {qty} we need about {lead} days. We work {incoterm} as standard; delivery to your door can be arranged through our forwarder.',
        'The lead time is {lead} days from the deposit. We ship {incoterm}, and transit to {country} takes about {transit} days.',
      ],
    },
    middle: [
      {
        ask: [
          'That is too tight for us. Is there a faster option, for example a partial shipment by air?',
          'Could part of the order go by air so that we can start selling sooner?',
        ],
        answer: [
          'We can send the first part by air within {airDays} days and the rest by sea. Air freight is charged at cost.',
          'Yes, a partial air shipment is possible. The first part would be ready in {airDays} days.',
        ],
      },
      {
        ask: [
          '{Incoterm2} would be easier for us. Please quote it that way.',
          'Could you quote {incoterm2}? We have no forwarder of our own.',
        ],
        answer: [
          'Here is the {incoterm2} price: {currency} {total2} for the full quantity.',
          'On {incoterm2} terms the order comes to {currency} {total2}. Our forwarder takes care of everything up to the agreed place.',
        ],
      },
      {
        ask: [
          'Which documents do you send with the goods?',
          'Can you issue a certificate of origin? We need it for the import duty.',
        ],
        answer: [
          'Commercial invoice, packing list, bill of lading and certificate of origin; test reports on request.',
          'Yes, the chamber of commerce issues it for every shipment, together with the invoice and the packing list.',
        ],
      },
      {
        ask: [
          'Who handles customs clearance at destination?',
          'Do you work with a customs agent in {country}?',
        ],
        answer: [
          'Under these terms clearance at destination is the buyer’s side, but our forwarder can recommend an agent in {country}.',
          'We do not have one ourselves, but our forwarder works with a reliable agent there. I will send you the contact.',
        ],
      },
    ],
    endings: [
      {
        ask: [
          'Clear, thank you. We will confirm the order early next week.',
          'Thank you, that answers everything. The purchase order follows in the next days.',
        ],
        answer: [
          'Thank you, {sName}. We will reserve the production slot until then.',
          'Thank you. As soon as we receive it we confirm the shipping date.',
        ],
      },
      {
        outcome: 'declined',
        ask: [
          'Unfortunately the timing does not work for this season. We will come back to you for the next one.',
          'The delivery date is too late for our project, but thank you for the clear answers.',
        ],
        answer: [
          'Understood. Write to us early for the next season and we will plan the capacity for you.',
          'Thank you, {sName}. We hope to work together another time.',
        ],
      },
    ],
  },
  {
    subject: 'Product information',
    subjects: ['Technical questions about {product}', 'Datasheet for {product}', 'Private label {products}'],
    opening: {
      ask: [
        'Could you send the technical datasheet of your {product}? We need to confirm the {spec} before we ask for a quotation.',
        'We are interested in your {product}. Could you confirm the {spec} and send us the datasheet?',
        'Could you tell us more about your {product}? In particular we need to know the {spec}.',
      ],
      answer: [
        'The datasheet is on its way by e-mail. The {spec} is {value}, as listed on our page.',
        'Thank you for your interest. The {spec} is {value}; other options are possible on request. The datasheet follows by e-mail.',
        'Certainly. The {spec} is {value}, and we pack in {packaging}. I have sent the datasheet by e-mail.',
      ],
    },
    middle: [
      {
        ask: [
          'Thank you. Can you make it with our logo and our own packaging?',
          'Could you put our brand on the product and the box?',
        ],
        answer: [
          'Yes, private label is possible from {labelMoq}, for about {surcharge}% more than the standard price. Send us your artwork and we will prepare a mock-up.',
          'We can. Printing and packaging in your design start at {labelMoq} and add about {surcharge}% to the price; the first mock-up is free.',
        ],
      },
      {
        ask: [
          'Does it meet the requirements for {country}? Our customers will ask for test reports.',
          'Do you have test reports from an independent laboratory?',
        ],
        answer: [
          'We have exported to {country} before and can share the test reports from an accredited laboratory.',
          'Yes, the latest reports are from this year. I will send them together with our {cert} certificate.',
        ],
      },
      {
        ask: [
          'How do you handle a claim if something is wrong with a delivery?',
          'How do you handle a defect after delivery?',
        ],
        answer: [
          'The warranty is {warranty}. A defect is replaced with the next shipment or credited, after photos or a return sample.',
          'Send us photos and the batch number; if the defect is ours we replace the goods or credit them on the next invoice.',
        ],
      },
    ],
    endings: [
      {
        ask: [
          'Very helpful, thank you. We will include you in our next tender.',
          'Thank you for the detailed answers. We will be in touch when the project is approved.',
        ],
        answer: [
          'Thank you, {sName}. Let us know if you need anything else in the meantime.',
          'Thank you. We look forward to hearing from you.',
        ],
      },
      {
        ask: [
          'That is what we needed. Please send a quotation for {qty}.',
          'Good. Our next step would be an order of {qty}; please send the price.',
        ],
        answer: [
          'The quotation for {qty} is on its way: {currency} {price} per {unit} {incoterm}, {currency} {total} in total, valid {validity} days.',
          'Here it is: {currency} {total} for {qty}, {incoterm}, that is {currency} {price} per {unit}. Lead time {lead} days.',
        ],
      },
    ],
  },
  {
    subject: 'Distribution partnership',
    subjects: ['Distribution of your {products} in {country}', 'Exclusive distribution in {country}'],
    opening: {
      ask: [
        'We are {aBuyerKind} based in {city} and would like to distribute your {products} in {country}. Do you already have a partner there?',
        'Our company, {buyer}, sells to industrial customers across {country}. We see a good market for your {products} and would like to discuss a distribution agreement.',
      ],
      answer: [
        'Thank you for your interest. We have no exclusive partner in {country} at the moment. Could you tell us more about your company, your customers and the volumes you expect?',
        'Thank you for reaching out. We are looking for partners in {country}. Please tell us about your sales team and the customers you serve.',
      ],
    },
    middle: [
      {
        ask: [
          'We have been in business for {years} years, with a sales team of {team} people covering the whole country. In the first year we expect to buy around {qty}.',
          'We have {team} people in sales and our own warehouse. For the first year we would plan with about {qty}.',
        ],
        answer: [
          'That sounds promising. For exclusivity we ask for a yearly minimum; for {country} we would propose twice that quantity in the first year, with a review after twelve months.',
          'Good. We would start without exclusivity for six months and sign an exclusive agreement once the first orders are in.',
        ],
      },
      {
        ask: [
          'Sounds fair. What support do you give partners: samples, training, marketing material?',
          'What do your partners get in terms of training and marketing support?',
        ],
        answer: [
          'Partners get a demonstration set at half price, product training for their team online or at our plant, and support for one trade fair a year.',
          'We train your sales team, share photos and translated datasheets, and join you at the main fair in your country.',
        ],
      },
      {
        ask: [
          'What prices would distributors get compared with your list prices?',
          'How do you protect partners’ prices against direct sales?',
        ],
        answer: [
          'Distributors buy at a fixed discount from our export list, and we do not sell directly to end customers in a partner’s territory.',
          'Partners get our distributor prices, well below the list, and every inquiry we receive from their territory.',
        ],
      },
    ],
    endings: [
      {
        ask: [
          'Please send the draft agreement; our lawyer will review it.',
          'We are interested. Could you send the terms in writing?',
        ],
        answer: [
          'The draft agreement is on its way. Looking forward to working together, {sName}.',
          'Sent by e-mail. Let us schedule a call once your lawyer has read it.',
        ],
      },
      {
        outcome: 'declined',
        ask: [
          'The volumes are more than we can commit to for now. Perhaps we can talk again next year.',
          'After discussing it internally we will not go ahead this year. Thank you for your time.',
        ],
        answer: [
          'Understood. Our door stays open; write to us whenever the time is right.',
          'Thank you for the open conversation, {sName}. Let us stay in touch.',
        ],
      },
    ],
  },
  {
    subject: 'Other',
    subjects: ['Supplier audit visit', 'Factory visit', 'Quality audit at your plant'],
    opening: {
      ask: [
        'Our quality manager will be in {sellerCountry} next month and would like to visit your factory for a supplier audit. Which week would suit you?',
        'Before we place a first order we would like to visit your plant. Would a visit in the coming weeks be possible?',
      ],
      answer: [
        'You are welcome. The second half of next month works best for us; we will organise a full tour of the production and the warehouse.',
        'Of course, visitors are welcome. Please let us know the dates and the names of your team, and we will arrange the rest.',
      ],
    },
    middle: [
      {
        ask: ['Could you fill in our supplier questionnaire before the visit? I am sending it by e-mail.'],
        answer: ['Received, our quality team will send it back completed within a week.'],
      },
      {
        ask: [
          'Please have your {cert} documents and the last audit report ready for the visit.',
          'Please have the last audit report and your quality records ready for the visit.',
        ],
        answer: [
          'Everything will be ready, including the corrective actions from the last audit.',
          'Of course. Our quality manager will walk your team through them.',
        ],
      },
      {
        ask: [
          'Can you recommend a hotel near the factory?',
          'Is there a hotel close to the plant? We will arrive the evening before.',
        ],
        answer: [
          'There is a good business hotel ten minutes away; we will pick you up there in the morning.',
          'Yes, and we will arrange the transfer from the hotel to the factory.',
        ],
      },
    ],
    endings: [
      {
        ask: [
          'Thank you for the visit and the time your team gave us. The audit report follows next week.',
          'The visit went very well. Thank you for the hospitality; we will send our report soon.',
        ],
        answer: [
          'Thank you for coming. We look forward to the report and to working together.',
          'It was a pleasure to have you. Let us know if the report raises any questions.',
        ],
      },
    ],
  },
  {
    subject: 'Other',
    subjects: ['Certificates for our supplier file', 'Documents for supplier approval'],
    opening: {
      ask: [
        'For our supplier approval we need a copy of your {cert} certificate, a recent test report and your company registration. Could you send them?',
        'We are updating our supplier file. Could you send your current certificates and the contact of your quality manager?',
      ],
      answer: [
        'Of course. The documents are on their way by e-mail, and the {cert} certificate is also on our profile.',
        'Sent this morning: our certificates, the registration and our quality manager’s contact details.',
      ],
    },
    middle: [
      {
        ask: ['Thank you. The test report is older than twelve months; do you have a newer one?'],
        answer: ['A new test is booked with the laboratory; the report will be ready in about three weeks.'],
      },
      {
        ask: ['One more thing: we also need your code of conduct signed.'],
        answer: ['Signed and sent back. Let us know if anything else is missing.'],
      },
    ],
    endings: [
      {
        ask: [
          'Everything is complete now. You are approved as a supplier in our system.',
          'All documents received, thank you. The approval is done.',
        ],
        answer: [
          'Thank you for letting us know, {sName}.',
          'Great news, thank you. We look forward to the first order.',
        ],
      },
    ],
  },
  {
    subject: 'Other',
    subjects: ['Catalogue and price list', 'Request for your current catalogue'],
    opening: {
      ask: [
        'Could you send us your current catalogue and price list? We are updating our supplier list for next year.',
        'We saw your showcase and would like your full catalogue with export prices.',
      ],
      answer: [
        'With pleasure. The catalogue and our export price list are on their way by e-mail. Prices are {incoterm}, valid until the end of the quarter.',
        'Thank you for your interest. I have sent the catalogue; export prices depend on quantity, so please tell us which items interest you.',
      ],
    },
    middle: [
      {
        ask: [
          'Thank you. We are most interested in the {product}. What is the price for {qty}?',
          'The {product} on page twelve looks right for us. Could you quote {qty}?',
        ],
        answer: [
          'For {qty} of {product} the price is {currency} {price} per {unit} {incoterm}, {currency} {total} in total; lead time {lead} days.',
          'That one is popular. {Qty} would be {currency} {total}, {incoterm}, that is {currency} {price} per {unit}, ready in about {lead} days.',
        ],
      },
    ],
    endings: [
      {
        ask: ['Thank you, we will be in touch when the budget is confirmed.'],
        answer: ['Thank you, {sName}. We are here when you need us.'],
      },
    ],
  },
];

/** Conversations with service businesses (logistics, inspection, software, consulting…). */
export const serviceScripts: InquiryScript[] = [
  {
    subject: 'Price quotation',
    subjects: ['Quotation for {product}', 'Request for proposal: {product}'],
    opening: {
      ask: [
        'We are looking for a partner for {product} and would like a quotation for {qty}. Could you tell us how you work and what you charge?',
        'Could you send us an offer for {product}? We are {aBuyerKind} in {city} and need {qty}.',
      ],
      answer: [
        'Thank you for reaching out. For {qty} we would quote about {currency} {price} per {unit}, depending on the final scope. We usually start with a short call to understand your needs; would this week suit you?',
        'Thank you for your inquiry. A first estimate for {qty} is {currency} {price} per {unit}. To make it exact we would like a short call about your volumes and the countries involved; would this week suit you?',
      ],
    },
    middle: [
      {
        ask: [
          'A call tomorrow morning would work. What should we prepare?',
          'Yes, a call works for us. What do you need from us beforehand?',
        ],
        answer: [
          'Your volumes, the countries involved and your current set-up are enough for a first estimate.',
          'A rough idea of your volumes per month and the countries involved is enough to start.',
        ],
      },
      {
        ask: ['Our volumes vary by season, with a peak before the holidays. Does that change the price?'],
        answer: [
          'Seasonal peaks are normal for us; we plan the capacity with you a month ahead and the price stays the same.',
        ],
      },
      {
        ask: [
          'Can you share references from customers in our industry?',
          'Which customers of our size do you work with?',
        ],
        answer: [
          'Sure, I will send two short case studies and the contact of a customer who agreed to be a reference.',
          'We work with several companies of your size in {market}; I can put you in touch with one of them.',
        ],
      },
      {
        ask: ['How long does a typical job take from the start?', 'How soon could you start?'],
        answer: [
          'We can usually start within two weeks, and a typical job takes about {lead} days.',
          'We can start within two weeks of the signed offer; a typical job takes about {lead} days.',
        ],
      },
    ],
    endings: [
      {
        outcome: 'order',
        ask: [
          'Thank you, the offer looks good. Please send the contract so we can start.',
          'We would like to start with a pilot. Please send the agreement.',
        ],
        answer: [
          'The agreement is on its way. Thank you for choosing us, {sName}.',
          'Sent. Our project manager will contact you to plan the start.',
        ],
      },
      {
        ask: [
          'Thank you. We will compare the offers and come back to you.',
          'We need approval from our management first. I will come back to you.',
        ],
        answer: [
          'Of course. The offer is valid for {validity} days.',
          'Understood, thank you. We are happy to answer any questions in the meantime.',
        ],
      },
    ],
  },
  {
    subject: 'Product information',
    subjects: ['Questions about your {product}', 'Coverage and turnaround'],
    opening: {
      ask: [
        'Could you tell us more about your {product}? In particular, which countries you cover and how long a typical job takes.',
        'We are interested in your {product}. Do you work with companies in {country}?',
      ],
      answer: [
        'We cover {market} with our own team and local partners; a typical job takes about {lead} days.',
        'Yes, we have customers in {country} and a partner on the ground. A typical job takes about {lead} days.',
      ],
    },
    middle: [
      {
        ask: [
          'How do you report progress during a job?',
          'Who would be our contact person during the project?',
        ],
        answer: [
          'You get a named project manager and a short written update every week.',
          'One project manager from start to finish, reachable by phone and through this message center.',
        ],
      },
      {
        ask: ['Are you certified for this kind of work?', 'Do you have {cert}?'],
        answer: [
          'Yes, we hold {cert}; the certificate is on our profile.',
          'We are certified and audited every year. I will send the certificate by e-mail.',
        ],
      },
    ],
    endings: [
      {
        ask: [
          'Thank you, that is clear. Please send a quotation for {qty}.',
          'Good. Could you make us an offer for {qty}?',
        ],
        answer: [
          'Our offer for {qty}: {currency} {price} per {unit}, valid {validity} days.',
          'Sent: {currency} {price} per {unit} for {qty}. Happy to go through it on a call.',
        ],
      },
    ],
  },
  {
    subject: 'Distribution partnership',
    subjects: ['Partnership proposal', 'Working together in {country}'],
    opening: {
      ask: [
        'We are {aBuyerKind} in {city}, and many of our customers ask for {products}. Would you be open to a partnership, with us recommending your services in {country}?',
      ],
      answer: [
        'Thank you, that sounds interesting. We do work with partners who refer customers to us. Could we set up a short call to discuss it?',
      ],
    },
    middle: [
      {
        ask: ['What do partners receive for a referral?'],
        answer: [
          'A commission on the first year of each customer’s business, and priority for your own jobs.',
        ],
      },
    ],
    endings: [
      {
        ask: ['Please send the partner terms and we will review them.'],
        answer: ['Sent by e-mail. Looking forward to working together, {sName}.'],
      },
    ],
  },
];

/**
 * What agencies, investors and consultancies write to producers (they sell nothing, so they do not
 * ask for prices): delegations, investments, market entry. {products} is what the receiver sells.
 */
export const organisationScripts: Record<'GO' | 'IN' | 'CO', InquiryScript> = {
  GO: {
    subject: 'Other',
    subjects: ['Buyers’ delegation from {country}', 'Invitation to meet buyers from {country}'],
    opening: {
      ask: [
        'Our agency is bringing a delegation of buyers from {country} to your region, and your company was recommended as a supplier of {products}. Would you be available for meetings?',
      ],
      answer: [
        'Thank you for thinking of us. We would be glad to meet the delegation; please send the dates and the profile of the buyers.',
      ],
    },
    middle: [
      {
        ask: [
          'The buyers are mainly distributors and large retailers. Could you host a short visit of your company?',
        ],
        answer: ['Yes, we can host up to twenty people, with a presentation and a tour of about two hours.'],
      },
    ],
    endings: [
      {
        ask: ['Thank you. The programme with the confirmed times follows next week.'],
        answer: ['Thank you, we look forward to it.'],
      },
    ],
  },
  IN: {
    subject: 'Other',
    subjects: ['Introduction: growth investment', 'Investment in your expansion'],
    opening: {
      ask: [
        'We invest in growing producers of {products} and would welcome an introductory call about your plans for the coming years.',
      ],
      answer: [
        'Thank you for your message. We are planning to expand in the coming years and are open to a first conversation. What information would you need?',
      ],
    },
    middle: [
      {
        ask: ['For a first look, the last two years’ revenue and your main customers’ markets are enough.'],
        answer: [
          'Understood. Our finance director will send an overview after signing your confidentiality agreement.',
        ],
      },
    ],
    endings: [
      {
        ask: ['Thank you for the overview. Our team will come back to you with questions within two weeks.'],
        answer: ['Thank you, we look forward to the next step.'],
      },
    ],
  },
  CO: {
    subject: 'Other',
    subjects: ['Market entry in {country}', 'Support for your export plans'],
    opening: {
      ask: [
        'We help producers of {products} enter {country}: market studies, partner searches and registrations. Would this be of interest to you?',
      ],
      answer: [
        'Thank you. {Country} is on our list for next year. Could you send an outline of how you work and your fees?',
      ],
    },
    middle: [
      {
        ask: ['We start with a market study of about six weeks, followed by a shortlist of partners.'],
        answer: ['That fits our plans. Please send a proposal for the market study.'],
      },
    ],
    endings: [
      {
        ask: ['The proposal is on its way by e-mail. Happy to go through it on a call.'],
        answer: ['Thank you, we will read it and come back to you.'],
      },
    ],
  },
};

/** A second message from the same side when the other has not answered yet. */
export const nudges: Record<'S' | 'R', string[]> = {
  S: [
    'Hello again, just checking whether you received my message above. We need to decide this week.',
    'Any news on this? Our customer is waiting for an answer.',
    'Sorry to insist: could you confirm the points above when you have a moment?',
    'A quick reminder about my message above. Thank you!',
  ],
  R: [
    'Just following up on our message above. Let us know if you have any questions.',
    'Did our last message reach you? Happy to arrange a call if that is easier.',
    'A short reminder about our answer above; we are happy to help with anything else you need.',
  ],
};

/**
 * The message that ends a closed thread, by how the conversation ended (`Exchange.outcome`; `open`
 * when it stopped before an ending) and who closes it. A closed thread's last exchange is always
 * answered, so the buyer closes after the supplier's answer; the supplier closes either after
 * the buyer's last word or, in `open`, a thread the buyer stopped answering.
 */
export const closings: Record<'order' | 'declined' | 'open', Record<'S' | 'R', string[]>> = {
  order: {
    S: [
      'All clear, thank you. I am closing this request; the purchase order follows through our purchasing department.',
      'Thank you, {rName}. Everything is agreed, so I am closing this conversation. Further details will come by e-mail.',
    ],
    R: [
      'I am closing this inquiry now that the order is agreed, {sName}; shipping updates will follow by e-mail.',
      'Closing this thread as everything is agreed. Our sales office will send the order confirmation.',
    ],
  },
  declined: {
    S: [
      'Thank you again for your time. I am closing this inquiry; we will keep your details for future projects.',
      'Thanks for the open answers, {rName}. I am closing this request for now.',
    ],
    R: [
      'Thank you for letting us know, {sName}. I am closing this thread; write to us any time you need something else.',
      'Understood. We are closing this inquiry, and we hope to hear from you again.',
    ],
  },
  open: {
    S: [
      'Thanks again for the quick answers. We have what we need for now, so I am closing this conversation.',
      'Thank you, {rName}. The project has been postponed, so I am closing this request for now.',
      'Thank you for your help. We have decided to work with another supplier for this project, so I am closing this inquiry. We will keep your details for the future.',
    ],
    R: [
      'As we have not heard back, we are closing this request. Feel free to write to us again whenever you are ready.',
      'We are closing this inquiry for now. Our offer can be renewed at any time; just send us a message.',
    ],
  },
};

/** How a buyer opens the first message ({seller} is the receiving company). */
export const openingGreetings = [
  'Hello,',
  'Dear {seller} team,',
  'Good morning,',
  'Hello {seller} team,',
  'Hi,',
];
/** How the supplier greets the buyer in an answer, and how either side greets later. */
export const answerGreetings = ['Dear {sName},', 'Hello {sName},', 'Hi {sName},', 'Good afternoon {sName},'];
export const laterGreetings: Record<'S' | 'R', string[]> = {
  S: ['Hi {rName},', 'Hello {rName},', 'Thank you, {rName}.'],
  R: ['Hi {sName},', 'Hello {sName},', 'Thank you, {sName}.'],
};
/** Sign-offs: the first line before the writer's name. */
export const signOffs = ['Best regards,', 'Kind regards,', 'Regards,', 'Many thanks,', 'Best wishes,'];

/** Couriers samples travel with. */
export const couriers = ['DHL', 'FedEx', 'UPS', 'TNT'];

/** How a buyer describes itself, by business type (as the company it writes for). */
export const buyerKinds: Record<string, string[]> = {
  MA: ['a manufacturer', 'a producer'],
  DI: ['a distributor', 'an industrial distributor'],
  WS: ['a wholesaler', 'a wholesale supplier'],
  IM: ['an importer', 'an importer and distributor'],
  EX: ['an export trading company', 'a trading company'],
  RE: ['a retailer', 'a retail chain'],
  // People of investors, consultancies and agencies buy for a client or a project.
  IN: ['a buying office', 'a sourcing office'],
  CO: ['a sourcing office', 'a buying office'],
  GO: ['a buying office'],
};

/** What buyers ask for when the product is a device (its name has a model code), outside machinery. */
export const deviceQuantities = {
  moq: ['1 unit', '2 units', '5 units', '10 units'],
  qty: ['10 units', '20 units', '50 units', '100 units'],
};

/** Services that move goods, which buyers order by the shipment (the others by the project). */
export const shipsGoods =
  /freight|shipping|logistic|consolidation|courier|transport|forwarding|customs|warehous|delivery|container|LCL|FCL|truck|cargo|clearance/i;

/** Building products sold by the square metre (the others are ordered in pieces or containers). */
export const soldByArea =
  /tile|floor|panel|board|sheet|membrane|glass|glazing|insulation|roof|cladding|carpet|paving|wallpaper|laminate|deck|turf|plaster|mesh|fabric/i;

/**
 * Prices per unit of what a buyer asks for (`orderQuantities`' `qty`), in dollars or euros, by text
 * group and unit: a machine costs more than a piece of a part, a container of furniture more than
 * a chair.
 */
export const unitPrices: Record<string, [number, number]> = {
  'equipment:unit': [600, 24_000],
  'parts:piece': [0.2, 6],
  'consumer:piece': [1.2, 38],
  'furniture:piece': [35, 650],
  'furniture:container': [16_000, 55_000],
  'furniture:set': [120, 1_100],
  'food:container': [18_000, 65_000],
  'food:tonne': [450, 5_200],
  'farm:tonne': [240, 2_400],
  'farm:bag': [12, 55],
  'farm:truckload': [7_000, 28_000],
  'health:box': [4, 65],
  'health:piece': [0.06, 3.5],
  'health:unit': [150, 9_000],
  'consumer:unit': [8, 350],
  'parts:unit': [5, 400],
  'building:unit': [40, 1_500],
  'furniture:unit': [60, 900],
  'food:unit': [20, 900],
  'farm:unit': [150, 9_000],
  'service:unit': [100, 2_000],
  'building:square metre': [7, 55],
  'building:container': [14_000, 48_000],
  'building:piece': [18, 850],
  'service:shipment': [450, 3_200],
  'service:project': [3_000, 24_000],
};
