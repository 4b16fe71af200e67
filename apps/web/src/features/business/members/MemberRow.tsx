import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages, type BusinessMember } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useChangeMemberRole, useRemoveMember } from '../api/members.ts';
import type { MemberActions } from './member-rules.ts';
import { say } from '../../../shared/i18n/say.ts';

const apiMessage = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : say(messages.somethingWrong);

interface Props {
  businessID: string;
  member: BusinessMember;
  actions: MemberActions;
  isSelf: boolean;
  /** After the viewer has left the business. */
  onLeft: () => void;
}

/** One person: name, e-mail, role; the role select and Remove (or Leave) where the rules allow. */
export function MemberRow({ businessID, member: m, actions, isSelf, onLeft }: Props) {
  const { t } = useTranslation('business');
  const changeRole = useChangeMemberRole(businessID);
  const remove = useRemoveMember(businessID);
  const [confirming, setConfirming] = useState(false);
  const name = `${m.firstName} ${m.lastName}`.trim() || m.email || '—';
  const busy = changeRole.isPending || remove.isPending;
  const roleId = `member-role-${m.userID}`;

  const doRemove = () =>
    remove.mutate(m.userID, {
      onSuccess: () => {
        toast.success(isSelf ? t('members.left') : t('members.removed', { name }));
        if (isSelf) onLeft();
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(apiMessage(err));
      },
    });

  return (
    <li className="bm-member">
      <div className="bm-member__photo" aria-hidden="true">
        {m.profilePhoto ? (
          <img src={m.profilePhoto.url} alt="" loading="lazy" />
        ) : (
          <span>{name[0]?.toUpperCase()}</span>
        )}
      </div>
      <div className="bm-member__who">
        <p className="bm-member__name">
          {name}
          {isSelf ? <span className="bm-muted"> {t('members.you')}</span> : null}
        </p>
        {m.email ? <p className="bm-member__email">{m.email}</p> : null}
      </div>
      <div className="bm-member__role">
        {actions.changeRole ? (
          <>
            <label className="wbn-visually-hidden" htmlFor={roleId}>
              {t('members.roleOf', { name })}
            </label>
            <select
              id={roleId}
              className="wbn-native-select"
              value={m.role}
              disabled={busy}
              onChange={(e) =>
                changeRole.mutate(
                  { userID: m.userID, role: e.target.value as 'admin' | 'member' },
                  {
                    onSuccess: () => toast.success(messages.savedSuccessfully),
                    onError: (err) => toast.error(apiMessage(err)),
                  },
                )
              }
            >
              <option value="member">{t('members.roles.member')}</option>
              <option value="admin">{t('members.roles.admin')}</option>
            </select>
          </>
        ) : (
          <span className={`bm-badge ${m.role === 'owner' ? 'bm-badge--tier' : 'bm-badge--muted'}`}>
            {t(`members.roles.${m.role}`)}
          </span>
        )}
      </div>
      {actions.remove || actions.leave ? (
        <div className="bm-member__actions">
          {confirming ? (
            <>
              <span className="bm-muted" id={`confirm-${m.userID}`}>
                {isSelf ? t('members.leaveQuestion') : t('members.removeQuestion', { name })}
              </span>
              <button
                type="button"
                className="bm-button bm-button--danger"
                aria-describedby={`confirm-${m.userID}`}
                onClick={doRemove}
                disabled={busy}
              >
                {remove.isPending
                  ? t('members.removing')
                  : isSelf
                    ? t('members.confirmLeave')
                    : t('members.confirmRemove')}
              </button>
              <button
                type="button"
                className="bm-button"
                onClick={() => setConfirming(false)}
                disabled={busy}
              >
                {t('members.keep')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="bm-button"
              onClick={() => setConfirming(true)}
              disabled={busy}
              aria-label={isSelf ? undefined : t('members.removeNamed', { name })}
            >
              {isSelf ? t('members.leave') : t('members.remove')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
