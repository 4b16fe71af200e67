import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBusiness, type BusinessAccess, type BusinessProfile } from '@wbn/contracts';
import { SectionEditor, editableSections, type EditableSection } from './SectionEditor.tsx';

/**
 * The Profile tab: the way to the profile page's edit mode, and every section's editor inline
 * (one open at a time). Members who are not admins get the links only.
 */
export function ProfileSectionsPanel({
  profile,
  access,
}: {
  profile: BusinessProfile;
  access: BusinessAccess | null;
}) {
  const { t } = useTranslation('business');
  const [open, setOpen] = useState<EditableSection | null>(null);
  const id = profile.businessID;
  const manager = canManageBusiness(access);
  return (
    <section className="bm-profile-tab" aria-labelledby="profile-tab-heading">
      <h2 id="profile-tab-heading">{t('manage.profile.heading')}</h2>
      <p className="bm-muted">{manager ? t('manage.profile.intro') : t('manage.profile.readOnly')}</p>
      <p className="bm-links">
        {manager ? (
          <Link className="bm-button bm-button--primary" to={`/business/${id}?editMode=1`}>
            {t('manage.profile.openEditMode')}
          </Link>
        ) : null}
        <Link className="bm-button" to={`/business/${id}/`}>
          {t('manage.viewAsBuyer')}
        </Link>
      </p>
      {manager ? (
        <ul className="bm-sections">
          {editableSections.map((section) => {
            const title = t(`edit.sections.${section}`);
            const headingId = `section-${section}`;
            return (
              <li key={section} className="bm-card bm-section" aria-labelledby={headingId}>
                <div className="bm-section__head">
                  <h3 id={headingId}>{title}</h3>
                  {open === section ? null : (
                    <button
                      type="button"
                      className="bm-button"
                      onClick={() => setOpen(section)}
                      disabled={open !== null}
                      aria-label={t('manage.profile.editSection', { section: title })}
                    >
                      {t('edit.edit')}
                    </button>
                  )}
                </div>
                {open === section ? (
                  <SectionEditor
                    key={`${id}:${section}`}
                    section={section}
                    profile={profile}
                    onDone={() => setOpen(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
