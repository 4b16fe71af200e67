import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteMemberSchema, messages, type MemberRole } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useInvite } from '../api/invitations.ts';
import { TextInput } from '../edit/TextInput.tsx';
import { errorsFromIssues, friendlyErrors, type FieldErrors } from '../edit/form-kit.ts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * Owner and admins invite someone by e-mail as admin or member. The answer is the same whether
 * or not the address has an account (decision 0012), so the form says the same too: the person
 * joins once they accept, from their My business page.
 */
export function InviteMemberForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('business');
  const invite = useInvite(businessID);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorMap = useMemo(() => friendlyErrors(t), [t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteMemberSchema.safeParse({ email: email.trim(), role }, { error: errorMap });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, ['email', 'role']));
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('members.invited', { email: parsed.data.email }));
        setEmail('');
        setErrors({});
      },
      onError: (err) => {
        // The API's sentences ("This person already belongs to the business", the daily limit)
        // say more than its short field notes.
        const message = err instanceof ApiError && err.message ? err.message : say(messages.somethingWrong);
        if (err instanceof ApiError && err.errors.some((e) => e.path.endsWith('email'))) {
          setErrors({ email: message });
        } else toast.error(message);
      },
    });
  };

  return (
    <form className="bm-add-member" onSubmit={onSubmit} noValidate aria-labelledby="invite-member-heading">
      <h3 id="invite-member-heading">{t('members.inviteHeading')}</h3>
      <p className="bm-muted">{t('members.inviteIntro')}</p>
      <div className="bm-add-member__row">
        <TextInput
          label={t('members.email')}
          name="email"
          type="email"
          inputMode="email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (errors.email) setErrors({});
          }}
          error={errors.email}
          placeholder="name@example.com"
          autoComplete="off"
          required
          disabled={invite.isPending}
        />
        <div className="wbn-field">
          <label className="wbn-field__label" htmlFor="invite-member-role">
            {t('members.role')}
          </label>
          <select
            id="invite-member-role"
            className="wbn-native-select"
            value={role}
            onChange={(e) => setRole(e.target.value as MemberRole)}
            disabled={invite.isPending}
          >
            <option value="member">{t('members.roles.member')}</option>
            <option value="admin">{t('members.roles.admin')}</option>
          </select>
        </div>
        <button type="submit" className="bm-button bm-button--primary" disabled={invite.isPending}>
          {invite.isPending ? t('members.inviting') : t('members.invite')}
        </button>
      </div>
      <p className="wbn-field__hint">{t('members.rolesHint')}</p>
    </form>
  );
}
