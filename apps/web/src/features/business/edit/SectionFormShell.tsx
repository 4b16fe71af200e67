import type { ReactNode } from 'react';
import { EditorActions } from './EditorActions.tsx';
import type { SectionForm } from './use-section-form.ts';

/**
 * The frame of every business section form: a named form that checks its own fields (no native
 * bubbles), its fields, then Save and Cancel with the problem no field owns above them.
 */
export function SectionFormShell({
  form,
  label,
  className = 'bm-editor',
  saveLabel,
  holdSubmit,
  children,
}: {
  form: SectionForm;
  /** The form's accessible name (the section's title). */
  label: string;
  className?: string;
  saveLabel?: string;
  /** Keeps Save disabled, e.g. while an image is still uploading. */
  holdSubmit?: boolean;
  children: ReactNode;
}) {
  const { formRef, onSubmit, saving, onCancel, errors } = form;
  return (
    <form ref={formRef} className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <EditorActions
        saving={saving}
        onCancel={onCancel}
        formError={errors['']}
        saveLabel={saveLabel}
        holdSubmit={holdSubmit}
      />
    </form>
  );
}
