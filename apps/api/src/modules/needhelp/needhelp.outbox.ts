import { usaStates, type Enquiry } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';

/**
 * Writes the support team's notification of one enquiry to the mail outbox
 * (`${DATA_DIR}/mail/`) as an RFC 5322 message (.eml), the embedded stand-in for SMTP described
 * in ARCHITECTURE.md. Returns the file's path so the caller can log it.
 */
export async function writeEnquiryNotification(opts: {
  dataDir: string;
  supportEmail: string;
  enquiryID: string;
  createdAt: Date;
  portal: string;
  enquiry: Enquiry;
}): Promise<string> {
  const { enquiry: e } = opts;

  const name = [e.firstName, e.lastName].filter(Boolean).join(' ') || '(no name given)';
  const state = e.usaState ? usaStates.find((s) => s.code === e.usaState)?.name : undefined;
  const rows: [string, string | number | undefined][] = [
    ['Enquiry ID', opts.enquiryID],
    ['Portal', opts.portal],
    ['Name', name],
    ['Business name', e.businessName],
    ['Business type', e.businessType],
    ['Job position', e.jobPosition],
    ['Industry', e.industry],
    ['Website', e.website],
    ['Address', e.address],
    ['City', e.city],
    ['Zip code', e.zipcode],
    ['USA state', state],
    ['Country', e.country],
    ['Company telephone', e.companyPhone],
    ['Company fax', e.companyFax],
    ['Mobile phone', e.mobilePhone],
    ['E-mail', e.email],
    ['Total employees', e.totalEmployees],
    ['Sales employees', e.salesEmployees],
  ];
  const list = (items: (string | undefined)[]) =>
    items
      .filter(Boolean)
      .map((p, i) => `  ${i + 1}. ${p}`)
      .join('\n') || '  (none)';
  const body = [
    `A visitor asked for business help on ${opts.createdAt.toUTCString()}.`,
    '',
    ...rows.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}: ${v}`),
    '',
    'Products they want to buy:',
    list([e.buyProduct1, e.buyProduct2, e.buyProduct3, e.buyProduct4]),
    '',
    'More about what they want to buy:',
    e.moreInfoBuy ?? '  (nothing added)',
    '',
    'Products they want to sell:',
    list([e.sellProduct1, e.sellProduct2, e.sellProduct3, e.sellProduct4]),
    '',
    'More about what they want to sell:',
    e.moreInfoSell ?? '  (nothing added)',
    '',
    'Please answer within 24 hours, as the Contact us page promises.',
  ].join('\n');

  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  return writeOutboxMail(opts.dataDir, {
    from: `WBN Need Help form <no-reply@${domain}>`,
    to: opts.supportEmail,
    replyTo: `${name} <${e.email}>`,
    subject: `Need business help: ${e.businessName ?? name} (${opts.portal})`,
    date: opts.createdAt,
    id: opts.enquiryID,
    fileTag: `needhelp-${opts.enquiryID}`,
    body,
  });
}
