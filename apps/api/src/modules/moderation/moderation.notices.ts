import {
  idFromRouteParam,
  isUiLanguage,
  isUuid,
  moderationMessages as says,
  type NoticeCreate,
  type ReportItemType,
  type UiLanguage,
} from '@wbn/contracts';
import { tables, type Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn } from '../../lib/mail-texts.ts';
import { noticeMailTexts } from './moderation.mail-texts.ts';
import { writeReportOutcomeMail, type ReportOutcome } from './moderation.mail.ts';
import { moderationRepository as repo } from './moderation.repository.ts';

/**
 * The public notice form (decision 0033, the EU Digital Services Act's notice and action): anyone
 * names a page of the network, says why its content is illegal and who they are; the notice joins
 * the review queue as a report with the notifier's e-mail instead of an account.
 */

/** The item a page's address shows: a business, a product, a profile, or a timeline's post. */
export function itemOfUrl(raw: string): { itemType: ReportItemType; itemID: string } | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), 'http://page.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A page in another language has its code first (/es/business/…).
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] && isUiLanguage(parts[0]) && parts.length > 1) parts.shift();
  const [page, param, ...rest] = parts;
  if (!param || rest.length > 0) return null;
  const id = (value: string) => {
    const candidate = idFromRouteParam(value);
    return isUuid(candidate) ? candidate.toLowerCase() : null;
  };
  const itemID = id(param);
  if (!itemID) return null;
  if (page === 'business') return { itemType: 'business', itemID };
  if (page === 'business-product') return { itemType: 'product', itemID };
  if (page === 'profile') return { itemType: 'profile', itemID };
  if (page === 'timeline') {
    const post = url.searchParams.get('post');
    return post && isUuid(post) ? { itemType: 'post', itemID: post.toLowerCase() } : null;
  }
  return null;
}

/** Stores a notice (404 when the page shows nothing that can be reported). */
export async function insertNotice(q: Queryable, body: NoticeCreate, language: UiLanguage) {
  const item = itemOfUrl(body.url);
  if (!item) throw AppError.field('body.url', says.noticeUrl);
  const facts = await repo.facts(q, item.itemType, item.itemID);
  if (!facts || facts.hiddenAt) throw new AppError('NotFound', says.noticeNotFound);
  const r = tables.moderationReports;
  const [row] = await q
    .insert(r)
    .values({
      itemType: item.itemType,
      itemId: item.itemID,
      reason: body.reason,
      text: body.explanation,
      notifierName: body.name,
      notifierEmail: body.email.trim().toLowerCase(),
      notifierLanguage: language,
    })
    .returning();
  return { row: row!, about: facts.text };
}

const sender = (publicUrl: string) => `WBN <no-reply@${new URL(publicUrl).hostname || 'localhost'}>`;

/** The notifier's acknowledgement, in the form's language: what we received and what comes next. */
export async function writeNoticeAckMail(opts: {
  dataDir: string;
  publicUrl: string;
  noticeID: string;
  notifier: { name: string; email: string; language: UiLanguage };
  url: string;
  receivedAt: Date;
}): Promise<string> {
  const m = mailIn(opts.notifier.language, noticeMailTexts);
  return writeOutboxMail(opts.dataDir, {
    from: sender(opts.publicUrl),
    to: opts.notifier.email,
    subject: m.say('subject'),
    language: m.language,
    date: opts.receivedAt,
    id: `moderation-notice-${opts.noticeID}`,
    fileTag: `moderation-notice-${opts.noticeID}`,
    body: [
      m.greeting(opts.notifier.name),
      '',
      m.say('received', { date: m.date(opts.receivedAt) }),
      m.say('page', { url: opts.url }),
      m.say('next'),
      '',
      m.say('closing'),
    ].join('\n'),
  });
}

/** What became of a notice, by e-mail to its notifier in their language (as a reporter's outcome). */
export async function writeNoticeOutcomeMail(opts: {
  dataDir: string;
  publicUrl: string;
  noticeID: string;
  notifier: { name: string; email: string; language: string | null };
  outcome: ReportOutcome;
  about: string;
  reportedAt: Date;
}): Promise<string> {
  return writeReportOutcomeMail({
    dataDir: opts.dataDir,
    publicUrl: opts.publicUrl,
    userID: opts.noticeID,
    person: {
      email: opts.notifier.email,
      firstName: opts.notifier.name,
      preferredLanguage: opts.notifier.language,
      countryCode: null,
    },
    outcome: opts.outcome,
    about: opts.about,
    reportedAt: opts.reportedAt,
  });
}
