import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addMemberSchema, messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useAddMember } from '../api/members.ts';
import { TextInput } from '../edit/TextInput.tsx';
import { errorsFromIssues, friendlyErrors, type FieldErrors } from '../edit/form-kit.ts';

type Role = 'admin' | 'member';

/** Owner and admins add someone already registered, by e-mail, as admin or member. */
export function AddMemberForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('business');
  const add = useAddMember(businessID);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorMap = useMemo(() => friendlyErrors(t), [t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = addMemberSchema.safeParse({ email: email.trim(), role }, { error: errorMap });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, ['email', 'role']));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('members.added', { email: parsed.data.email }));
        setEmail('');
        setErrors({});
      },
      onError: (err) => {
        // The API's sentences ("No user with this e-mail is registered in the network", "This
        // user already belongs to the business") say more than its short field notes.
        const message = err instanceof ApiError && err.message ? err.message : messages.somethingWrong;
        if (err instanceof ApiError && err.errors.some((e) => e.path.endsWith('email'))) {
          setErrors({ email: message });
        } else toast.error(message);
      },
    });
  };

  return (
    <form className="bm-add-member" onSubmit={onSubmit} noValidate aria-labelledby="add-member-heading">
      <h3 id="add-member-heading">{t('members.addHeading')}</h3>
      <p className="bm-muted">{t('members.addIntro')}</p>
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
          disabled={add.isPending}
        />
        <div className="wbn-field">
          <label className="wbn-field__label" htmlFor="add-member-role">
            {t('members.role')}
          </label>
          <select
            id="add-member-role"
            className="wbn-native-select"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            disabled={add.isPending}
          >
            <option value="member">{t('members.roles.member')}</option>
            <option value="admin">{t('members.roles.admin')}</option>
          </select>
        </div>
        <button type="submit" className="bm-button bm-button--primary" disabled={add.isPending}>
          {add.isPending ? t('members.adding') : t('members.add')}
        </button>
      </div>
      <p className="wbn-field__hint">{t('members.rolesHint')}</p>
    </form>
  );
}
