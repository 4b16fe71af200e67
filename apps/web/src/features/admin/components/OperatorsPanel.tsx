import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorRoles, type OperatorChange, type OperatorRole } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { grantRole, operatorsQuery, revokeRole } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { formatDate } from './format.ts';
import { Loading } from './Status.tsx';

type Operator = OperatorChange['operators'][number];

/** Administrators: the operators with their roles, granting a role by e-mail, and revoking one. */
export function OperatorsPanel({ viewer }: { viewer: string }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const query = useQuery(operatorsQuery(viewer));
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('moderator');
  const [granting, setGranting] = useState(false);
  const [problem, setProblem] = useState<{ field: 'email' | 'role' | null; text: string } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Operator | null>(null);
  const [busy, setBusy] = useState(false);

  const keep = (change: OperatorChange) =>
    queryClient.setQueryData(adminKeys.operators(viewer), { operators: change.operators });

  async function grant(event: FormEvent) {
    event.preventDefault();
    setGranting(true);
    setProblem(null);
    try {
      const change = await grantRole({ email: email.trim(), role });
      keep(change);
      const said = change.entryID
        ? t('operators.granted', { email: email.trim(), role: t(`roles.${role}`) })
        : t('operators.unchanged', { email: email.trim() });
      setResult(said);
      toast.success(said);
      if (change.entryID) setEmail('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) });
    } catch (error) {
      const field =
        error instanceof ApiError
          ? error.fieldMessage('email')
            ? 'email'
            : error.fieldMessage('role')
              ? 'role'
              : null
          : null;
      setProblem({ field, text: explainFailure(error) });
    } finally {
      setGranting(false);
    }
  }

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      keep(await revokeRole(revoking.userID));
      setResult(t('operators.revoked'));
      toast.success(t('operators.revoked'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) });
      setRevoking(null);
    } catch (error) {
      toast.error(explainFailure(error));
      setRevoking(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-operators">
      <p className="admin-result" role="status">
        {result}
      </p>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('operators.listHeading')}</h2>
        <QueryState
          query={query}
          pending={<Loading />}
          problem={(error) => ({ message: explainFailure(error) })}
          retryLabel={t('retry')}
          className="admin-problem"
        >
          {({ operators }) =>
            operators.length === 0 ? (
              <p className="admin-empty">{t('operators.empty')}</p>
            ) : (
              <ul className="admin-operators__list">
                {operators.map((o) => (
                  <li key={o.userID} className="admin-operators__row">
                    <span className="admin-operators__who">
                      <strong>{o.name || o.email}</strong> {o.email}
                      {o.userID === viewer ? <> ({t('operators.you')})</> : null}
                    </span>
                    <span>
                      {t(`roles.${o.role}`)} ·{' '}
                      {t('operators.since', { date: formatDate(o.grantedAt, i18n.language) })}
                    </span>
                    {o.userID === viewer ? null : (
                      <button type="button" className="button button--ghost" onClick={() => setRevoking(o)}>
                        {t('operators.revoke')}
                        <span className="visually-hidden"> {o.name || o.email}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby={`${id}-grant`}>
        <h2 id={`${id}-grant`}>{t('operators.grantHeading')}</h2>
        <form className="admin-grant" onSubmit={(e) => void grant(e)} noValidate>
          <div className="admin-field">
            <label htmlFor={`${id}-email`}>{t('operators.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={problem?.field === 'email' ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-role`}>{t('operators.role')}</label>
            <select
              id={`${id}-role`}
              value={role}
              onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'moderator')}
              aria-invalid={problem?.field === 'role' ? true : undefined}
            >
              {operatorRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={granting}>
            {granting ? t('operators.granting') : t('operators.grant')}
          </button>
          {problem ? (
            <p id={`${id}-problem`} className="admin-act__problem" role="alert">
              {problem.text}
            </p>
          ) : null}
        </form>
      </section>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? t('operators.revokeTitle', { name: revoking.name || revoking.email }) : ''}
        text={t('operators.revokeText')}
        confirmLabel={t('operators.revoke')}
        busyLabel={t('queue.busy')}
        cancelLabel={t('queue.cancel')}
        busy={busy}
        onConfirm={() => void revoke()}
      />
    </div>
  );
}
