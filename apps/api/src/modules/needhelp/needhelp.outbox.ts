import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { usaStates, type Enquiry } from '@wbn/contracts';

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
  const dir = join(opts.dataDir, 'mail');
  await mkdir(dir, { recursive: true });
  const stamp = opts.createdAt.toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-needhelp-${opts.enquiryID}.eml`);

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
  ].join('\r\n');

  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  const message = [
    `From: WBN Need Help form <no-reply@${domain}>`,
    `To: ${opts.supportEmail}`,
    `Reply-To: ${headerSafe(name)} <${headerSafe(e.email)}>`,
    `Subject: ${headerSafe(`Need business help: ${e.businessName ?? name} (${opts.portal})`)}`,
    `Date: ${opts.createdAt.toUTCString()}`,
    `Message-ID: <${opts.enquiryID}.${randomBytes(4).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
  await writeFile(file, message, 'utf8');
  return file;
}

/** Header values must never carry a line break (header injection). */
const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ');
