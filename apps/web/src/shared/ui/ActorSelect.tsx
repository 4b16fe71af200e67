import { useTranslation } from 'react-i18next';
import { SelectField } from './form/index.ts';
import type { WritingActor } from '../session/use-writing-actor.ts';

const USER = 'user';

/**
 * "Post as" / "Comment as": the user or one of the businesses they manage. Shown only to users
 * who have such a business; the choice is remembered (see useWritingActor).
 */
export function ActorSelect({
  actor,
  label,
  userName,
  isDisabled,
  className,
}: {
  actor: WritingActor;
  label: string;
  userName: string;
  isDisabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (actor.businesses.length === 0) return null;
  const options = [
    { id: USER, label: userName ? t('actor.you', { name: userName }) : t('actor.yourself') },
    ...actor.businesses.map((b) => ({ id: b.businessID, label: b.name })),
  ];
  return (
    <SelectField
      className={['actor-select', className ?? ''].filter(Boolean).join(' ')}
      label={label}
      options={options}
      value={actor.businessID ?? USER}
      onChange={(id) => actor.choose(id === USER || id === null ? null : id)}
      isDisabled={isDisabled}
    />
  );
}
