import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBusiness, messages, type BusinessAccess } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { useSession } from '../../../shared/session/session.ts';
import { useMembers } from '../api/members.ts';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { memberActions, sortMembers } from './member-rules.ts';
import { MemberRow } from './MemberRow.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../business-manage.css';

/**
 * The Members tab: everyone in the business with name and role (e-mail addresses for owner and
 * admins). Owner and admins invite people by e-mail, see and withdraw the open invitations,
 * change roles and remove people (never the owner); members see the list only and may leave.
 * The API enforces the same rules; its refusals are shown as it words them.
 */
export function MembersPanel({ businessID, access }: { businessID: string; access: BusinessAccess | null }) {
  const { t } = useTranslation('business');
  const navigate = useNavigate();
  const { userID } = useSession();
  const query = useMembers(businessID, access !== null);
  const manager = canManageBusiness(access);

  if (access === null) return <p className="bm-notice">{t('members.noAccess')}</p>;

  return (
    <section className="bm-members" aria-labelledby="members-heading">
      <h2 id="members-heading">{t('members.heading')}</h2>
      {!manager ? <p className="bm-muted">{t('members.readOnly')}</p> : null}
      <QueryState
        query={query}
        pending={
          <p className="bm-loading" role="status">
            <span className="spinner" aria-hidden="true" /> {say(messages.loading)}
          </p>
        }
        problem={(error) => ({
          message:
            error instanceof ApiError && error.status === 403
              ? error.message
              : say(messages.errorLoadingData),
        })}
        retryLabel={t('members.retry')}
        className="bm-notice bm-notice--error"
        buttonClassName="bm-button"
      >
        {(members) => (
          <ul className="bm-member-list" aria-label={t('members.listLabel', { count: members.length })}>
            {sortMembers(members).map((m) => (
              <MemberRow
                key={m.userID}
                businessID={businessID}
                member={m}
                isSelf={m.userID === userID}
                actions={memberActions(access, userID, m)}
                onLeft={() => void navigate('/my-business')}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {manager ? <PendingInvitations businessID={businessID} /> : null}
      {manager ? <InviteMemberForm businessID={businessID} /> : null}
    </section>
  );
}
