import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  limits,
  verificationKinds,
  verificationLimits,
  type VerificationCheck,
  type VerificationKind,
} from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import {
  businessVerificationQuery,
  evidenceProblem,
  evidenceTypes,
  submitEvidence,
  uploadEvidence,
  verificationKeys,
} from '../api/verification.ts';

/**
 * The management screen's Verification tab (decision 0032): the business's badge, its checks with
 * their state, the reviewers' messages and the documents sent, and the form that sends evidence
 * for a check. Its owner and admins only: anyone else gets the API's refusal in its place.
 */
export function VerificationPanel({ businessID }: { businessID: string }) {
  const { t } = useTranslation('verification');
  const query = useQuery(businessVerificationQuery(businessID));

  return (
    <section className="vf-panel" aria-labelledby="vf-heading">
      <h2 id="vf-heading">{t('heading')}</h2>
      <p>
        {t('intro')} <Link to="/company-verification">{t('learnMore')}</Link>
      </p>
      <QueryState
        query={query}
        pending={
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('loading')}
          </p>
        }
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="bm-notice bm-notice--error"
      >
        {(data) => (
          <>
            <h3>{t('badgeHeading')}</h3>
            {data.badge ? (
              <p>
                <span className="verified-badge">{data.badge.label}</span>
              </p>
            ) : (
              <p>{t('badgeNone')}</p>
            )}
            <h3>{t('checksHeading')}</h3>
            {data.checks.length === 0 ? (
              <p>{t('noChecks')}</p>
            ) : (
              <ul className="vf-checks">
                {data.checks.map((check) => (
                  <CheckItem key={check.checkID} check={check} />
                ))}
              </ul>
            )}
            <EvidenceForm businessID={businessID} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The tab's name, in this feature's strings (the management screen's slot). */
export function VerificationTabLabel() {
  const { t } = useTranslation('verification');
  return <>{t('tab')}</>;
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
      <h4 className="vf-check__name">
        {name(check)} <span className="vf-check__status">{t(`status.${check.status}`)}</span>
      </h4>
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
  const [files, setFiles] = useState<File[]>([]);
  // A new key empties the file input once the evidence is sent.
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkName = useCheckName();
  const kb = limits.imageMaxBytes / 1024;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'certificate' && !name.trim()) return setProblem(t('needName'));
    if (files.length === 0) return setProblem(t('needFiles'));
    if (files.length > verificationLimits.documentsMax) {
      return setProblem(t('tooMany', { max: verificationLimits.documentsMax }));
    }
    for (const file of files) {
      const why = evidenceProblem(file, limits.imageMaxBytes);
      if (why) return setProblem(t(why === 'type' ? 'badType' : 'tooLarge', { name: file.name, kb }));
    }
    setProblem(null);
    setBusy(true);
    try {
      const tokens: string[] = [];
      for (const file of files) tokens.push(await uploadEvidence(businessID, file));
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
      setFiles([]);
      setFormKey((k) => k + 1);
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
      <h3 id={`${id}-heading`}>{t('formHeading')}</h3>
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
        <div className="wbn-field">
          <label htmlFor={`${id}-files`}>{t('files')}</label>
          <p id={`${id}-files-hint`} className="wbn-field__hint">
            {t('filesHint', { max: verificationLimits.documentsMax, kb })}
          </p>
          <input
            key={formKey}
            id={`${id}-files`}
            type="file"
            multiple
            accept={evidenceTypes.join(',')}
            aria-describedby={`${id}-files-hint`}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
        </div>
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
