import { useTranslation } from 'react-i18next';
import { Avatar } from '../badges.tsx';

const managementFiles = import.meta.glob<{ executives: { name: string; role: string; bio: string }[] }>(
  '../../content/*/management.json',
  { eager: true, import: 'default' },
);

export function Management() {
  const { i18n } = useTranslation('content');
  const data =
    managementFiles[`../../content/${i18n.language}/management.json`] ??
    managementFiles['../../content/en/management.json']!;
  return (
    <ul className="management">
      {data.executives.map((e) => (
        <li key={e.name} className="management__person">
          <Avatar name={e.name} />
          <div>
            <h3 className="management__name">{e.name}</h3>
            <p className="management__role">{e.role}</p>
            <p>{e.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
