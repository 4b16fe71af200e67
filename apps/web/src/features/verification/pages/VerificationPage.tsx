import { useCallback, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  idFromRouteParam,
  verificationKinds,
  verificationLimits,
  type VerificationCheck,
  type VerificationKind,
} from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { AttachmentField } from '../../../shared/ui/AttachmentField.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import {
  hasFailedUpload,
  uploadedTokens,
  uploadsRunning,
  useAttachments,
  type UploadOptions,
} from '../../../shared/upload/index.ts';
import {
  businessVerificationQuery,
  submitEvidence,
  uploadEvidence,
  verificationKeys,
} from '../api/verification.ts';
import '../verification.css';

/**
 * /business/{id}/verification (decision 0032): the business's badge, its checks with their state,
 * the reviewers' messages and the documents sent, and the form that sends evidence for a check.
 * Its owner and admins only: anyone else gets the API's refusal in place of the page.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  usePageMeta(t('title'));
  const { id: param = '' } = useParams();
  const businessID = idFromRouteParam(param);
  const query = useQuery(businessVerificationQuery(businessID));

  return (
    <div className="page vf-page">
      <p className="vf-page__back">
        <Link to={`/business/${businessID}/`}>{t('back')}</Link>
      </p>
      <h1>{t('heading')}</h1>
      <p className="vf-page__intro">
        {t('intro')} <Link to="/company-verification">{t('learnMore')}</Link>
      </p>
      <QueryState
        query={query}
        pending={
          <p className="vf-status" role="status">
            <span className="spinner" aria-hidden="true" /> {t('loading')}
          </p>
        }
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="vf-problem"
      >
        {(data) => (
          <>
            <section className="vf-badge" aria-labelledby="vf-badge-heading">
              <h2 id="vf-badge-heading">{t('badgeHeading')}</h2>
              {data.badge ? (
                <p>
                  <span className="verified-badge">{data.badge.label}</span>
                </p>
              ) : (
                <p>{t('badgeNone')}</p>
              )}
            </section>
            <section aria-labelledby="vf-checks-heading">
              <h2 id="vf-checks-heading">{t('checksHeading')}</h2>
              {data.checks.length === 0 ? (
                <p>{t('noChecks')}</p>
              ) : (
                <ul className="vf-checks">
                  {data.checks.map((check) => (
                    <CheckItem key={check.checkID} check={check} />
                  ))}
                </ul>
              )}
            </section>
            <EvidenceForm businessID={businessID} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** A check's name: its kind, or a certificate's own name. */
function useCheckName() {
  const { t } = useTranslation('verification');
  return (check: { kind: VerificationKind; name: string | null }) =>
    check.kind === 'certificate' && check.name
      ? t('certificateNamed', { name: check.name })
      : t(`kinds.${check.kind}`);
}

function CheckItem({ check }: { check: VerificationCheck }) {
  const { t, i18n } = useTranslation('verification');
  const name = useCheckName();
  const day = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
  return (
    <li className={`vf-check vf-check--${check.status}`}>
      <h3 className="vf-check__name">
        {name(check)} <span className="vf-check__status">{t(`status.${check.status}`)}</span>
      </h3>
      <p className="vf-check__dates">
        {t('submitted', { date: day(check.submittedAt) })}
        {check.approvedAt && check.expiresAt
          ? ` · ${t('approvedUntil', { date: day(check.approvedAt), until: day(check.expiresAt) })}`
          : null}
      </p>
      {check.message && check.status !== 'approved' ? (
        <p className="vf-check__message">{t('reviewerSays', { message: check.message })}</p>
      ) : null}
      {check.note ? <p className="vf-check__note">{t('yourNote', { note: check.note })}</p> : null}
      {check.documents.length ? (
        <ul className="vf-check__documents" aria-label={t('documents')}>
          {check.documents.map((d) => (
            <li key={d.url}>
              <a href={d.url} target="_blank" rel="noreferrer">
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The form that sends evidence for one check: its kind (a certificate's name), documents, a note. */
function EvidenceForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('verification');
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<VerificationKind>('registration');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useCallback(
    (file: File, options: UploadOptions) => uploadEvidence(businessID, file, options),
    [businessID],
  );
  const files = useAttachments(verificationLimits.documentsMax, upload);
  const checkName = useCheckName();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const tokens = uploadedTokens(files.list);
    if (kind === 'certificate' && !name.trim()) return setProblem(t('needName'));
    if (uploadsRunning(files.list)) return setProblem(t('stillUploading'));
    if (hasFailedUpload(files.list) || tokens.length === 0) return setProblem(t('needFiles'));
    setProblem(null);
    setBusy(true);
    try {
      await submitEvidence(businessID, {
        checks: [
          {
            kind,
            ...(kind === 'certificate' ? { name: name.trim() } : {}),
            documents: tokens,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
        ],
      });
      toast.success(t('sent'));
      files.clear();
      setName('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: verificationKeys.business(businessID) });
    } catch (error) {
      setProblem(explainFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="vf-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('formHeading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="wbn-field">
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as VerificationKind)}
          >
            {verificationKinds.map((k) => (
              <option key={k} value={k}>
                {checkName({ kind: k, name: null })}
              </option>
            ))}
          </select>
        </div>
        {kind === 'certificate' ? (
          <div className="wbn-field">
            <label htmlFor={`${id}-name`}>{t('certificateName')}</label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={verificationLimits.certificateNameMax}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        ) : null}
        <AttachmentField
          namespace="verification"
          label={t('files')}
          max={verificationLimits.documentsMax}
          list={files.list}
          onChoose={files.choose}
          onRemove={files.remove}
          onRetry={files.retry}
          isDisabled={busy}
        />
        <div className="wbn-field">
          <label htmlFor={`${id}-note`}>{t('note')}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={verificationLimits.noteMax}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {problem ? (
          <p className="vf-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
