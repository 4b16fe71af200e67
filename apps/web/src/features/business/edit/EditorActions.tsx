import { useTranslation } from 'react-i18next';

/** Save and Cancel, with the form-level problem (one no field owns) above them. */
export function EditorActions({
  saving,
  onCancel,
  formError,
  saveLabel,
  holdSubmit = false,
}: {
  saving: boolean;
  onCancel: () => void;
  formError?: string;
  saveLabel?: string;
  /** Keeps Save disabled, e.g. while an image is still uploading. */
  holdSubmit?: boolean;
}) {
  const { t } = useTranslation('business');
  return (
    <div className="bm-actions">
      {formError ? (
        <p className="wbn-field__error bm-actions__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="bm-button bm-button--primary" disabled={saving || holdSubmit}>
        {saving ? t('edit.saving') : (saveLabel ?? t('edit.save'))}
      </button>
      <button type="button" className="bm-button" onClick={onCancel} disabled={saving}>
        {t('edit.cancel')}
      </button>
    </div>
  );
}
