import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageBusiness, type BusinessProfileResponse } from '@wbn/contracts';
import type { EditableSection } from '../../edit/SectionEditor.tsx';
import { profileRows, type Translate } from '../../lib/profile-rows.ts';
import { BusinessVideo } from './BusinessVideo.tsx';
import { CertificateList } from './CertificateList.tsx';
import { DetailTable } from './DetailTable.tsx';
import { focusFirstField } from './focus-first-field.ts';
import { LazySectionEditor } from './LazySectionEditor.tsx';
import { ProfileActions, SECTION_IDS } from './ProfileActions.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import type { BusinessProfileSlots } from './profile-slots.ts';
import { SectionCard } from './SectionCard.tsx';

export interface BusinessProfileViewProps {
  response: BusinessProfileResponse;
  /** The page asks for edit mode (?editMode=1); honoured for owners and admins only. */
  editMode: boolean;
  onToggleEditMode: () => void;
  /** The other features' parts of the profile, from the page that composes it. */
  slots: BusinessProfileSlots;
}

const tableSections = ['general', 'contactInfo', 'factory', 'tradeCapabilities', 'businessTerms'] as const;

/**
 * The business profile (core spec §2-3): header, actions, then every section in a detail table —
 * General Information, Contact Information, Factory, Trade Capabilities, Business Terms,
 * Certificates, the company's products, its timeline (posts, with the composer for its owner and
 * admins) and, when there is one, the video.
 */
export function BusinessProfileView({
  response,
  onToggleEditMode,
  slots,
  ...props
}: BusinessProfileViewProps) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const { data: profile, session } = response;
  // Only owners and admins ever see the editors (the API refuses anyone else's writes anyway).
  const editMode = props.editMode && canManageBusiness(session.access);
  const [photosOpen, setPhotosOpen] = useState(false);
  const photosRef = useRef<HTMLElement>(null);
  const edit = (section: EditableSection) => (editMode ? { section, profile } : null);
  const translate: Translate = (key, options) => t(key, options ?? {});
  const videoUrl = profile.general.video?.url?.trim() ?? '';

  // Once the panel's editor is on the page (at once when it is open already), bring it into view and
  // put the keyboard focus in it.
  function openPhotos() {
    if (photosOpen) photosShown();
    else setPhotosOpen(true);
  }

  function photosShown() {
    photosRef.current?.scrollIntoView({ block: 'nearest' });
    focusFirstField(photosRef.current?.querySelector('.business-section__editor') ?? null);
  }

  return (
    <article className="business-profile" aria-labelledby="business-name">
      {profile.hidden ? (
        // Its members read why the moderators hid it and where to appeal (decision 0025).
        <p className="business-hidden" role="note">
          {profile.hidden.notice} {profile.hidden.reason}{' '}
          <Link to={`/moderation/statement/${profile.hidden.entryID}`}>{profile.hidden.appeal}</Link>
        </p>
      ) : null}
      <ProfileHeader
        profile={profile}
        access={session.access}
        onChangePhotos={editMode ? openPhotos : undefined}
        like={slots.like(profile)}
      >
        <ProfileActions
          profile={profile}
          session={session}
          editMode={editMode}
          onToggleEditMode={onToggleEditMode}
          follow={slots.follow(profile)}
          save={slots.save(profile)}
          report={slots.report(profile, t('actions.report'))}
        />
      </ProfileHeader>

      {editMode ? (
        <p className="business-profile__edit-note" role="status">
          {t('actions.editingNote')}
        </p>
      ) : null}

      {editMode && photosOpen ? (
        <section
          ref={photosRef}
          className="business-section business-section--wide business-section--editing"
          aria-labelledby="business-photos-heading"
        >
          <div className="business-section__head">
            <h2 id="business-photos-heading">{t('sections.photos')}</h2>
          </div>
          <div className="business-section__editor">
            <LazySectionEditor
              key={`${profile.businessID}-photos`}
              section="photos"
              profile={profile}
              onShown={photosShown}
              onDone={() => {
                setPhotosOpen(false);
                document.getElementById(SECTION_IDS.top)?.focus({ preventScroll: true });
              }}
            />
          </div>
        </section>
      ) : null}

      <div className="business-profile__sections">
        {tableSections.map((section) => (
          <SectionCard
            key={section}
            id={section === 'general' ? SECTION_IDS.general : `business-${section}`}
            title={t(`sections.${section}`)}
            edit={edit(section)}
            wide={section === 'general'}
          >
            <DetailTable
              rows={profileRows(profile, section, translate)}
              labelledBy={`${section === 'general' ? SECTION_IDS.general : `business-${section}`}-heading`}
            />
          </SectionCard>
        ))}

        <SectionCard
          id="business-certificates"
          title={t('sections.certificates')}
          edit={edit('certificates')}
          wide
        >
          <CertificateList certificates={profile.certificates} />
        </SectionCard>

        <div id="business-reviews" className="business-section business-section--wide">
          {slots.reviews(profile, t('sections.reviews'))}
        </div>

        {/* The products bring their own heading and states; this frame is the scroll target. */}
        <div id={SECTION_IDS.products} className="business-section business-section--wide" tabIndex={-1}>
          {slots.products(profile, t('sections.products'))}
        </div>

        {videoUrl ? (
          <SectionCard id="business-video" title={t('sections.video')} wide>
            <BusinessVideo url={videoUrl} companyName={profile.general.companyName} />
          </SectionCard>
        ) : editMode ? (
          <SectionCard id="business-video" title={t('sections.video')} wide>
            <p className="business-section__empty">{t('video.none')}</p>
          </SectionCard>
        ) : null}

        <div id="business-timeline" className="business-section--wide">
          {slots.timeline(profile, t('sections.timeline'))}
        </div>
      </div>
    </article>
  );
}
