import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isUiLanguage,
  isUuid,
  moderationLimits,
  moderationMessages,
  reportReasons,
  type ReportReason,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { say } from '../../../shared/i18n/say.ts';
import { useSession } from '../../../shared/session/session.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { sendMemberReport, sendNotice } from '../api/send-notice.ts';
import './notice.css';

type Fields = 'url' | 'reason' | 'explanation' | 'name' | 'email' | 'goodFaith';

/**
 * A labelled control with its hint and error, wired for assistive technology. Plain elements: the
 * shared form widgets live in chunks the budgeted pages load, which a page of its own would split.
 */
function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (control: {
    id: string;
    required: true;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`notice-field${error ? ' notice-field--invalid' : ''}`}>
      <label htmlFor={id} className="notice-field__label">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {children({
        id,
        required: true,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="notice-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="notice-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
type Problems = Partial<Record<Fields, string>>;

/** The page a visitor came from (`?url=/business/…`), as the full address they would copy. */
function startingUrl(param: string | null): string {
  if (!param || !param.startsWith('/') || param.startsWith('//')) return '';
  return typeof window === 'undefined' ? param : `${window.location.origin}${param}`;
}

/** What `?report=thread:<id>` or `?report=message:<id>` names: a conversation or a message to report. */
function reportedItem(param: string | null): { itemType: 'thread' | 'message'; itemID: string } | null {
  const [type, id] = (param ?? '').split(':');
  return (type === 'thread' || type === 'message') && id && isUuid(id)
    ? { itemType: type, itemID: id }
    : null;
}

/**
 * /report-illegal-content (decision 0033): the public notice form of the EU Digital Services Act.
 * Anyone, signed in or not, names the page, the reason and why the content is illegal, and who
 * they are; the moderators review it and answer by e-mail in the page's language. With
 * `?report=thread:<id>` or `message:<id>` (the message center's Report links) a signed-in party
 * reports that conversation or message as a member instead.
 */
export function NoticePage() {
  const [params] = useSearchParams();
  const { userID } = useSession();
  const item = reportedItem(params.get('report'));
  return item && userID ? <MemberReport item={item} /> : <NoticeForm url={params.get('url')} />;
}

/** A signed-in party's report of a conversation or a message: a reason and a few words. */
function MemberReport({ item }: { item: { itemType: 'thread' | 'message'; itemID: string } }) {
  const { t } = useTranslation('moderation');
  const title = t(`title.${item.itemType}`);
  usePageMeta(title);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; text?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(reason ? {} : { reason: t('reasonRequired') }),
      ...(text.trim() ? {} : { text: say(moderationMessages.textRequired) }),
    };
    setProblems(found);
    setFailure(null);
    if (!reason || !text.trim()) return;
    setSending(true);
    try {
      await sendMemberReport({ ...item, reason, text: text.trim() });
      setSent(true);
    } catch (error) {
      setFailure(explainFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <article className="page notice-page">
      <h1>{title}</h1>
      {sent ? (
        <>
          <p role="status">{say(moderationMessages.acknowledged)}</p>
          <p className="notice-page__lede">{t('outcomeNote')}</p>
        </>
      ) : (
        <form className="notice-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending}>
          <ReasonSelect id={`${id}-reason`} value={reason} onChange={setReason} error={problems.reason} />
          <Labelled label={t('text')} error={problems.text} id={`${id}-text`}>
            {(p) => (
              <textarea
                {...p}
                className="notice-input"
                rows={4}
                value={text}
                maxLength={moderationLimits.textMax}
                placeholder={t('textPlaceholder')}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </Labelled>
          {failure ? (
            <p className="notice-page__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="notice-page__actions">
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('sending') : t('send')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

/** The notice form itself, started from the page the visitor came from (`?url=`). */
function NoticeForm({ url: from }: { url: string | null }) {
  const { t, i18n } = useTranslation('moderation');
  usePageMeta(t('notice.title'));
  const id = useId();
  const [url, setUrl] = useState(() => startingUrl(from));
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function check(): Problems {
    const found: Problems = {};
    if (!url.trim()) found.url = say(moderationMessages.noticeUrl);
    if (!reason) found.reason = t('reasonRequired');
    if (!explanation.trim()) found.explanation = say(moderationMessages.noticeExplanation);
    if (!name.trim()) found.name = say(moderationMessages.noticeName);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = say(moderationMessages.noticeEmail);
    if (!goodFaith) found.goodFaith = say(moderationMessages.noticeGoodFaith);
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !reason) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendNotice({
        url: url.trim(),
        reason,
        explanation: explanation.trim(),
        name: name.trim(),
        email: email.trim(),
        goodFaith: true,
        ...(isUiLanguage(i18n.language) ? { language: i18n.language } : {}),
      });
      setSentTo(email.trim());
    } catch (error) {
      // A refusal that names a field is shown at that field (body.url: an address we do not know).
      if (error instanceof ApiError && error.errors?.length) {
        const onFields: Problems = {};
        for (const e of error.errors) {
          const field = e.path.replace(/^body\./, '') as Fields;
          onFields[field] = say(e.message);
        }
        setProblems(onFields);
      }
      setFailure(explainFailure(error));
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <article className="page notice-page">
        <h1>{t('notice.title')}</h1>
        <p role="status" className="notice-page__sent">
          {t('notice.sent', { email: sentTo })}
        </p>
      </article>
    );
  }

  const err = (field: Fields) => problems[field];
  return (
    <article className="page notice-page">
      <h1>{t('notice.title')}</h1>
      <p className="notice-page__lede">{t('notice.lede')}</p>
      <form className="notice-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending}>
        <Labelled label={t('notice.url')} hint={t('notice.urlHint')} error={err('url')} id={`${id}-url`}>
          {(p) => (
            <input
              {...p}
              className="notice-input"
              type="url"
              inputMode="url"
              autoComplete="url"
              value={url}
              maxLength={2000}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Labelled>
        <ReasonSelect id={`${id}-reason`} value={reason} onChange={setReason} error={err('reason')} />
        <Labelled label={t('notice.explanation')} error={err('explanation')} id={`${id}-explanation`}>
          {(p) => (
            <textarea
              {...p}
              className="notice-input"
              rows={5}
              value={explanation}
              maxLength={moderationLimits.textMax}
              placeholder={t('notice.explanationPlaceholder')}
              onChange={(e) => setExplanation(e.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t('notice.name')} error={err('name')} id={`${id}-name`}>
          {(p) => (
            <input
              {...p}
              className="notice-input"
              autoComplete="name"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t('notice.email')} error={err('email')} id={`${id}-email`}>
          {(p) => (
            <input
              {...p}
              className="notice-input"
              type="email"
              autoComplete="email"
              value={email}
              maxLength={254}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Labelled>
        <div className={`notice-form__confirm${err('goodFaith') ? ' notice-field--invalid' : ''}`}>
          <input
            id={`${id}-goodFaith`}
            type="checkbox"
            checked={goodFaith}
            onChange={(e) => setGoodFaith(e.target.checked)}
            aria-invalid={err('goodFaith') ? true : undefined}
            aria-describedby={err('goodFaith') ? `${id}-goodFaith-error` : undefined}
          />
          <label htmlFor={`${id}-goodFaith`}>{t('notice.goodFaith')}</label>
          {err('goodFaith') ? (
            <p id={`${id}-goodFaith-error`} className="notice-field__error">
              {err('goodFaith')}
            </p>
          ) : null}
        </div>
        <p className="notice-page__privacy">{t('notice.privacy')}</p>
        {failure ? (
          <p className="notice-page__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="notice-page__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('sending') : t('notice.send')}
          </button>
        </div>
      </form>
    </article>
  );
}

/** The reasons a report or a notice gives, with "Choose a reason" first (both forms of the page). */
function ReasonSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: ReportReason | '';
  onChange: (reason: ReportReason | '') => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('moderation');
  return (
    <Labelled label={t('reason')} error={error} id={id}>
      {(p) => (
        <select
          {...p}
          className="notice-input"
          value={value}
          onChange={(e) => onChange(e.target.value as ReportReason | '')}
        >
          <option value="">{t('notice.chooseReason')}</option>
          {reportReasons.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
