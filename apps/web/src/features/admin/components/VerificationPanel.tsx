import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type VerificationCheck, type VerificationDecision, type VerificationRequest } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { decideCheck, verificationQuery } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { formatMoment } from './format.ts';
import { Loading } from './Status.tsx';

type Shown = 'pending' | 'approved';

/**
 * Company verification requests (decision 0032): businesses with checks waiting for review, each
 * check with its documents, approve it or ask for more with a message; the approved ones, to
 * revoke. Every decision goes into the trail and the business's owner is told.
 */
export function VerificationPanel({ viewer }: { viewer: string }) {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState<Shown>('pending');
  const query = useQuery(verificationQuery(viewer, shown));
  return (
    <>
      <fieldset className="admin-verification__filter">
        <legend>{t('verification.show')}</legend>
        {(['pending', 'approved'] as const).map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="verification-shown"
              value={s}
              checked={shown === s}
              onChange={() => setShown(s)}
            />{' '}
            {t(`verification.shown.${s}`)}
          </label>
        ))}
      </fieldset>
      <QueryState
        query={query}
        pending={<Loading />}
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="admin-problem"
      >
        {({ requests }) =>
          requests.length === 0 ? (
            <p className="admin-empty">{t(`verification.empty.${shown}`)}</p>
          ) : (
            <ol className="admin-queue">
              {requests.map((request) => (
                <RequestCard key={request.business.businessID} request={request} viewer={viewer} />
              ))}
            </ol>
          )
        }
      </QueryState>
    </>
  );
}

function RequestCard({ request, viewer }: { request: VerificationRequest; viewer: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <li className="admin-card" aria-labelledby={`${id}-heading`}>
      <div className="admin-card__head">
        <h2 id={`${id}-heading`} className="admin-card__title">
          <Link to={`/business/${request.business.businessID}/`}>{request.business.companyName}</Link>{' '}
          <span className="admin-card__meta">({request.business.countryCode})</span>
        </h2>
      </div>
      {request.submittedBy ? (
        <p className="admin-card__meta">
          {t('verification.submittedBy', { name: request.submittedBy.name })}
        </p>
      ) : null}
      <ul className="admin-verification__checks">
        {request.checks.map((check) => (
          <CheckReview key={check.checkID} check={check} viewer={viewer} />
        ))}
      </ul>
    </li>
  );
}

function CheckReview({ check, viewer }: { check: VerificationCheck; viewer: string }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = check.status === 'pending' || check.status === 'more';
  const name =
    check.kind === 'certificate' && check.name
      ? t('verification.certificateNamed', { name: check.name })
      : t(`verification.kinds.${check.kind}`);

  async function decide(decision: VerificationDecision) {
    if (decision !== 'approve' && !message.trim()) return setProblem(t('verification.messageRequired'));
    setProblem(null);
    setBusy(true);
    try {
      await decideCheck(check.checkID, {
        decision,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      toast.success(t(`verification.done.${decision}`, { check: name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.verificationAll(viewer) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) }),
      ]);
    } catch (error) {
      setProblem(explainFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="admin-verification__check">
      <h3 className="admin-verification__name">
        {name} <span className="admin-badge">{t(`verification.status.${check.status}`)}</span>
      </h3>
      <p className="admin-card__meta">
        {t('verification.sent', { date: formatMoment(check.submittedAt, i18n.language) })}
        {check.expiresAt
          ? ` · ${t('verification.until', { date: formatMoment(check.expiresAt, i18n.language) })}`
          : null}
      </p>
      {check.note ? <blockquote className="admin-card__content">{check.note}</blockquote> : null}
      {check.message ? (
        <p className="admin-card__meta">{t('verification.lastMessage', { message: check.message })}</p>
      ) : null}
      <ul className="admin-verification__documents" aria-label={t('verification.documents')}>
        {check.documents.map((d) => (
          <li key={d.url}>
            <a href={d.url} target="_blank" rel="noreferrer">
              {d.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="wbn-field">
        <label htmlFor={`${id}-message`}>
          {open ? t('verification.messageLabel') : t('verification.revokeLabel')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          value={message}
          // verificationLimits.messageMax, written out: importing it would make its module a chunk of
          // its own (shared with the business's tab), one more name in every page's first load.
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="admin-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="admin-verification__actions">
        {open ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void decide('approve')}
            >
              {t('verification.approve')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void decide('more')}
            >
              {t('verification.more')}
            </button>
          </>
        ) : check.status === 'approved' ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void decide('revoke')}
          >
            {t('verification.revoke')}
          </button>
        ) : null}
      </p>
    </li>
  );
}
