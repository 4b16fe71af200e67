import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages, promotionMessages, supportLimits, type SupportState } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { Field, TextAreaField } from '../../../shared/ui/form/index.ts';
import { useAskForSupport, useSupportState } from '../api/support.ts';
import { supportBody, type SupportFormErrors } from '../lib/support-form.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../support.css';

export interface SupportPanelProps {
  /** The bare 36-character business id. */
  businessID: string;
}

const day = (seconds: number, language: string) =>
  new Date(seconds * 1000).toLocaleDateString(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The management screen's Support tab (decision 0022): the membership year's hours of
 * professional support and how many are left, the request form (mailed to the support team),
 * and this year's requests. Standard and Gold are told which memberships include support.
 */
export function SupportPanel({ businessID }: SupportPanelProps) {
  const { t } = useTranslation('support');
  const viewer = useSession().userID ?? 'visitor';
  const query = useSupportState(businessID, viewer);
  return (
    <section className="sp-panel" aria-labelledby="support-heading">
      <h2 id="support-heading">{t('heading')}</h2>
      <p className="sp-muted">{t('intro')}</p>
      <QueryState
        query={query}
        pending={
          <p className="sp-status" role="status">
            <span className="spinner spinner--small" aria-hidden="true" /> {t('loading')}
          </p>
        }
        problem={(error) => {
          const status = error instanceof ApiError ? error.status : 0;
          const refused = status === 403 || status === 404 || status === 400;
          return {
            message: status === 403 ? t('noAccess') : refused ? t('notFound') : say(messages.unexpectedError),
            retry: !refused,
          };
        }}
        retryLabel={t('retry')}
        className="sp-problem"
      >
        {(state) => <Support state={state} viewer={viewer} />}
      </QueryState>
    </section>
  );
}

function Support({ state, viewer }: { state: SupportState; viewer: string }) {
  const { t, i18n } = useTranslation('support');
  const yearEnd = day(state.yearEndsAt, i18n.language);
  if (state.hoursIncluded === 0)
    return (
      <div className="sp-notice" role="note">
        <p>{say(promotionMessages.noSupport)}</p>
        <Link className="button button--primary" to={`/business/${state.businessID}/edit/membership`}>
          {t('seeMemberships')}
        </Link>
      </div>
    );
  return (
    <>
      <p className="sp-hours" data-testid="support-hours">
        {t('hours', { left: state.hoursLeft, included: state.hoursIncluded, date: yearEnd })}
      </p>
      {state.hoursLeft > 0 ? (
        <SupportForm state={state} viewer={viewer} />
      ) : (
        <p className="sp-notice">{t('used', { date: yearEnd })}</p>
      )}
      <RequestList state={state} />
    </>
  );
}

function SupportForm({ state, viewer }: { state: SupportState; viewer: string }) {
  const { t } = useTranslation('support');
  const ask = useAskForSupport(state.businessID, viewer);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [hours, setHours] = useState('1');
  const [errors, setErrors] = useState<SupportFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSent(false);
    const checked = supportBody(state.businessID, { subject, message, hours }, state.hoursLeft, {
      subject: t('form.subjectError'),
      message: t('form.messageError'),
      hours: t('form.hoursError'),
    });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    ask.mutate(checked.body, {
      onSuccess: () => {
        setSubject('');
        setMessage('');
        setHours('1');
        setSent(true);
      },
      onError: (error) => {
        const field = (name: 'subject' | 'message' | 'hours') =>
          error instanceof ApiError ? error.fieldMessage(name) : undefined;
        const named = { subject: field('subject'), message: field('message'), hours: field('hours') };
        const found = Object.fromEntries(Object.entries(named).filter(([, v]) => v)) as SupportFormErrors;
        if (Object.keys(found).length) setErrors(found);
        else setProblem(explainFailure(error));
      },
    });
  };

  return (
    <form className="sp-form" onSubmit={submit} noValidate aria-labelledby="support-form-heading">
      <h3 id="support-form-heading">{t('form.heading')}</h3>
      <Field label={t('form.subject')} error={errors.subject} required>
        {(p) => (
          <input
            {...p}
            className="wbn-input"
            maxLength={supportLimits.subjectMax}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        )}
      </Field>
      <TextAreaField
        label={t('form.message')}
        value={message}
        onChange={setMessage}
        maxLength={supportLimits.messageMax}
        rows={6}
        isRequired
        {...(errors.message ? { error: errors.message } : {})}
      />
      <Field label={t('form.hours')} hint={t('form.hoursHint')} error={errors.hours} required>
        {(p) => (
          <input
            {...p}
            className="wbn-input sp-form__hours"
            type="number"
            inputMode="decimal"
            min={supportLimits.hoursStep}
            max={Math.min(state.hoursLeft, supportLimits.hoursMax)}
            step={supportLimits.hoursStep}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="button button--primary" disabled={ask.isPending}>
          {ask.isPending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
      {problem ? (
        <p className="sp-error" role="alert">
          {problem}
        </p>
      ) : null}
      {sent ? (
        <p className="sp-success" role="status">
          {t('form.sent')}
        </p>
      ) : null}
    </form>
  );
}

function RequestList({ state }: { state: SupportState }) {
  const { t, i18n } = useTranslation('support');
  return (
    <div className="sp-list">
      <h3>{t('list.heading')}</h3>
      {state.requests.length === 0 ? (
        <p className="sp-muted">{t('list.empty')}</p>
      ) : (
        <ul className="sp-requests">
          {state.requests.map((r) => {
            const date = day(r.createdAt, i18n.language);
            return (
              <li key={r.requestID} className="sp-request">
                <p className="sp-request__subject">{r.subject}</p>
                <p className="sp-muted">
                  {r.requester
                    ? t('list.asked', { date, name: r.requester.name })
                    : t('list.askedNoName', { date })}
                  {' · '}
                  {r.hoursUsed === null
                    ? t('list.hoursAsked', { hours: r.hoursRequested })
                    : t('list.hoursUsed', { hours: r.hoursUsed })}
                  {' · '}
                  {t(`list.${r.status}`)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
