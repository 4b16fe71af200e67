import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessProfile } from '@wbn/contracts';
import type { EditableSection } from '../../edit/SectionEditor.tsx';
import { focusFirstField } from './focus-first-field.ts';
import { LazySectionEditor } from './LazySectionEditor.tsx';

export interface SectionCardProps {
  /** Anchor id of the card (the action buttons scroll to some of them). */
  id: string;
  title: string;
  children: ReactNode;
  /** In edit mode: the section this card edits, and the profile to prefill the editor. */
  edit?: { section: EditableSection; profile: BusinessProfile } | null;
  wide?: boolean;
}

/**
 * A section of the business profile: a titled card holding its detail table. In edit mode (owner
 * or admin) it carries an Edit button that swaps the table for the section's editor until the
 * editor is saved or cancelled.
 */
export function SectionCard({ id, title, children, edit, wide }: SectionCardProps) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const [editing, setEditing] = useState(false);
  const headingId = `${id}-heading`;
  const open = Boolean(edit && editing);
  const ref = useRef<HTMLElement>(null);
  // The Edit button disappears with the click: keyboard users continue in the editor's first field.
  const focusEditor = () => focusFirstField(ref.current?.querySelector('.business-section__editor') ?? null);

  return (
    <section
      ref={ref}
      id={id}
      className={`business-section${wide ? ' business-section--wide' : ''}${open ? ' business-section--editing' : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <div className="business-section__head">
        <h2 id={headingId}>{title}</h2>
        {edit && !open ? (
          <button
            type="button"
            className="business-section__edit"
            aria-label={t('editSection', { section: title })}
            onClick={() => setEditing(true)}
          >
            {t('edit')}
          </button>
        ) : null}
      </div>
      {edit && open ? (
        <div className="business-section__editor">
          <LazySectionEditor
            key={`${edit.profile.businessID}-${edit.section}`}
            section={edit.section}
            profile={edit.profile}
            onShown={focusEditor}
            onDone={() => {
              setEditing(false);
              ref.current?.focus({ preventScroll: false });
            }}
          />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
