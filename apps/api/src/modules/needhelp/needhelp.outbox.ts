import { usaStates, type Enquiry, type UiLanguage } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn } from '../../lib/mail-texts.ts';
import { enquiryFieldLabels, enquiryMailTexts } from './needhelp.mail-texts.ts';

type Label = keyof typeof enquiryFieldLabels.en;

/** What the Contact us page promises: an answer within this many hours. */
const answerHours = 24;

/**
 * Writes the support team's notification of one enquiry to the mail outbox
 * (`${DATA_DIR}/mail/`) as an RFC 5322 message (.eml), the embedded stand-in for SMTP described
 * in ARCHITECTURE.md. It is in the language of the request that sent the form (the team's
 * address has no account; that is the language to answer in, decision 0029). Returns the file's
 * path so the caller can log it.
 */
export async function writeEnquiryNotification(opts: {
  dataDir: string;
  supportEmail: string;
  language: UiLanguage;
  enquiryID: string;
  createdAt: Date;
  portal: string;
  enquiry: Enquiry;
}): Promise<string> {
  const { enquiry: e } = opts;
  const m = mailIn(opts.language, enquiryMailTexts);
  const labels = mailIn(opts.language, enquiryFieldLabels);
  const count = (n: number | undefined) => (n === undefined ? undefined : m.number(n));

  const name = [e.firstName, e.lastName].filter(Boolean).join(' ') || m.say('noName');
  const state = e.usaState ? usaStates.find((s) => s.code === e.usaState)?.name : undefined;
  const rows: [Label, string | undefined][] = [
    ['enquiryID', opts.enquiryID],
    ['portal', opts.portal],
    ['name', name],
    ['businessName', e.businessName],
    ['businessType', e.businessType],
    ['jobPosition', e.jobPosition],
    ['industry', e.industry],
    ['website', e.website],
    ['address', e.address],
    ['city', e.city],
    ['zipcode', e.zipcode],
    ['usaState', state],
    ['country', e.country],
    ['companyPhone', e.companyPhone],
    ['companyFax', e.companyFax],
    ['mobilePhone', e.mobilePhone],
    ['email', e.email],
    ['totalEmployees', count(e.totalEmployees)],
    ['salesEmployees', count(e.salesEmployees)],
  ];
  const list = (items: (string | undefined)[]) =>
    items
      .filter(Boolean)
      .map((p, i) => `  ${i + 1}. ${p}`)
      .join('\n') || `  ${m.say('none')}`;
  const body = [
    m.say('asked', { date: m.moment(opts.createdAt) }),
    '',
    ...rows
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([label, value]) => m.say('row', { label: labels.say(label), value: value! })),
    '',
    m.say('buyProducts'),
    list([e.buyProduct1, e.buyProduct2, e.buyProduct3, e.buyProduct4]),
    '',
    m.say('buyMore'),
    e.moreInfoBuy ?? `  ${m.say('nothingAdded')}`,
    '',
    m.say('sellProducts'),
    list([e.sellProduct1, e.sellProduct2, e.sellProduct3, e.sellProduct4]),
    '',
    m.say('sellMore'),
    e.moreInfoSell ?? `  ${m.say('nothingAdded')}`,
    '',
    m.say('answer', { hours: m.number(answerHours) }),
  ].join('\n');

  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  return writeOutboxMail(opts.dataDir, {
    from: `${m.say('from')} <no-reply@${domain}>`,
    to: opts.supportEmail,
    replyTo: `${name} <${e.email}>`,
    subject: m.say('subject', { name: e.businessName ?? name, portal: opts.portal }),
    language: m.language,
    date: opts.createdAt,
    id: opts.enquiryID,
    fileTag: `needhelp-${opts.enquiryID}`,
    body,
  });
}
