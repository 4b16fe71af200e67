import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid, moderationLimits, type Statement } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { sendAppeal, statementKeys, statementQuery } from '../api/statements.ts';
import '../appeals.css';

const moment = (seconds: number, language: string) =>
  new Date(seconds * 1000).toLocaleString(language, { dateStyle: 'long', timeStyle: 'short' });

/**
 * /moderation/statement/{id}: a statement of reasons as the person it concerns reads it (decision
 * 0025): what was decided, about what, why, under which rule; then the appeal, sent once from
 * here and decided by another moderator, or its state.
 */
export function StatementPage() {
  const { t } = useTranslation('appeals');
  usePageMeta(t('statement.title'));
  const { id = '' } = useParams();
  const viewer = useSession().userID ?? 'visitor';
  const query = useQuery({ ...statementQuery(viewer, id), enabled: isUuid(id) });

  return (
    <div className="page statement-page">
      <h1>{t('statement.title')}</h1>
      {!isUuid(id) ? (
        <p role="alert">{t('statement.notFound')}</p>
      ) : (
        <QueryState
          query={query}
          pending={<p role="status">{t('statement.loading')}</p>}
          problem={(error) =>
            error instanceof ApiError && error.status === 404
              ? {
                  message: t('statement.notFound'),
                  retry: false,
                  instead: (
                    <Link className="button button--ghost" to="/">
                      {t('statement.home')}
                    </Link>
                  ),
                }
              : { message: explainFailure(error) }
          }
          retryLabel={t('statement.retry')}
          className="statement-page__problem"
        >
          {(statement) => <StatementView statement={statement} viewer={viewer} />}
        </QueryState>
      )}
    </div>
  );
}

function StatementView({ statement, viewer }: { statement: Statement; viewer: string }) {
  const { t, i18n } = useTranslation('appeals');
  const decision =
    statement.action === 'suspend'
      ? statement.until
        ? t('statement.decisions.suspendUntil', { date: moment(statement.until, i18n.language) })
        : t('statement.decisions.suspendForGood')
      : t(`statement.decisions.${statement.action}`);
  const about = statement.itemType ? t(`statement.itemTypes.${statement.itemType}`) : null;
  return (
    <>
      <dl className="statement-page__facts">
        <dt>{t('statement.decision')}</dt>
        <dd>{decision}</dd>
        <dt>{t('statement.when')}</dt>
        <dd>{moment(statement.createdAt, i18n.language)}</dd>
        <dt>{t('statement.about')}</dt>
        <dd>
          {about}
          {statement.about ? `: ${statement.about}` : ''}
          {statement.link ? (
            <>
              {' '}
              <Link to={statement.link}>{t('statement.open')}</Link>
            </>
          ) : null}
        </dd>
        <dt>{t('statement.why')}</dt>
        <dd>{statement.reason}</dd>
        <dt>{t('statement.rule')}</dt>
        <dd>
          {statement.rules.length
            ? statement.rules.map((rule) => t(`reasons.${rule}`)).join(', ')
            : t('statement.terms')}
        </dd>
      </dl>
      {statement.reversed ? <p role="status">{t('statement.reversed')}</p> : null}
      <Appeal statement={statement} viewer={viewer} />
    </>
  );
}

function Appeal({ statement, viewer }: { statement: Statement; viewer: string }) {
  const { t, i18n } = useTranslation('appeals');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { appeal } = statement;
  const missing = tried && !text.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!text.trim()) return;
    setSending(true);
    setFailure(null);
    try {
      const after = await sendAppeal(statement.entryID, text.trim());
      queryClient.setQueryData(statementKeys.one(viewer, statement.entryID), after);
    } catch (error) {
      setFailure(explainFailure(error));
    } finally {
      setSending(false);
    }
  }

  if (appeal) {
    return (
      <section className="statement-page__appeal" aria-labelledby="statement-appeal">
        <h2 id="statement-appeal">{t('appeal.heading')}</h2>
        <p role="status">
          {t(`appeal.status.${appeal.status}`, { date: moment(appeal.createdAt, i18n.language) })}
        </p>
        <blockquote className="statement-page__quote">{appeal.text}</blockquote>
      </section>
    );
  }
  if (statement.reversed) return null;
  return (
    <section className="statement-page__appeal" aria-labelledby="statement-appeal">
      <h2 id="statement-appeal">{t('appeal.heading')}</h2>
      <p>{t('appeal.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="statement-page__appeal">
        <div className="wbn-field">
          <label htmlFor="statement-appeal-text" className="wbn-field__label">
            {t('appeal.text')}
          </label>
          <textarea
            id="statement-appeal-text"
            className="wbn-textarea"
            value={text}
            rows={5}
            maxLength={moderationLimits.textMax}
            placeholder={t('appeal.placeholder')}
            onChange={(e) => setText(e.target.value)}
            required
            disabled={sending}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? 'statement-appeal-missing' : undefined}
          />
          {missing ? (
            <p id="statement-appeal-missing" className="wbn-field__error">
              {t('appeal.required')}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p className="statement-page__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('appeal.sending') : t('appeal.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
