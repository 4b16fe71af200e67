import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, FileTrigger, ProgressBar } from 'react-aria-components';
import { imageContentTypes, limits, messages } from '@wbn/contracts';
import { precheckImage, uploadImage, type UploadTarget, type UploadedFile } from '../../upload/index.ts';
import './form.css';
import { say } from '../../i18n/say.ts';

export interface ImageUploaderProps {
  label: ReactNode;
  /** Which upload call and what the image is for (decides how the server sizes it). */
  target: UploadTarget;
  /** The image shown before a new one is chosen. */
  currentUrl?: string | null;
  /** The token to attach (e.g. to PUT /api/user/profile), once the file is uploaded. */
  onUploaded: (file: UploadedFile) => void;
  onError?: (message: string) => void;
  /** Told when an upload starts and ends (see useUploadsInFlight), so a form can hold its submit. */
  onBusyChange?: (busy: boolean) => void;
  /** Default: "JPEG, PNG or WebP, at most 500 KB." */
  hint?: ReactNode;
  /** Preview shape: round (profile photo), square (logo), wide (cover, 4:1). */
  shape?: 'round' | 'square' | 'wide';
  buttonLabel?: string;
  successMessage?: string;
  failureMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

type Status = 'idle' | 'uploading' | 'done' | 'error';

const purposeOf = (target: UploadTarget) =>
  target.kind === 'profilePhoto' ? 'profilePhoto' : target.purpose;

function defaultSuccess(target: UploadTarget): string {
  const purpose = purposeOf(target);
  if (purpose === 'profilePhoto') return messages.profilePhotoUploaded;
  if (purpose === 'coverPhoto') return messages.coverPhotoUploaded;
  return 'Image uploaded.';
}

function defaultFailure(target: UploadTarget): string {
  return target.kind === 'business' ? messages.businessPhotoUploadFailed : messages.profilePhotoUploadFailed;
}

/**
 * Choose an image, see it, watch it upload. The file is checked first (JPEG, PNG or WebP, at most
 * 500 KB) with a message saying what is wrong; then the signed-POST flow runs with a progress bar,
 * and `onUploaded` receives the token. Keyboard: the button opens the file chooser; status and
 * errors are announced.
 */
export function ImageUploader({
  label,
  target,
  currentUrl,
  onUploaded,
  onError,
  onBusyChange,
  hint,
  shape = 'square',
  buttonLabel,
  successMessage,
  failureMessage,
  isDisabled,
  className,
}: ImageUploaderProps) {
  const { t } = useTranslation('ui');
  const shownHint = hint ?? t('imageHint', { size: Math.round(limits.imageMaxBytes / 1024) });
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // The preview is a blob: URL of the chosen file, released when replaced or unmounted.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => abort.current?.abort(), []);

  // The latest callback, so that reporting never re-runs because a parent passed a new function.
  const busyListener = useRef(onBusyChange);
  useEffect(() => {
    busyListener.current = onBusyChange;
  });
  const uploading = status === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    busyListener.current?.(true);
    return () => busyListener.current?.(false);
  }, [uploading]);

  const fail = (text: string) => {
    setStatus('error');
    setMessage(text);
    onError?.(text);
  };

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    abort.current?.abort();
    const problem = await precheckImage(file);
    if (problem) return fail(problem.message);

    setPreview(URL.createObjectURL(file));
    setStatus('uploading');
    setProgress(0);
    setMessage(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const uploaded = await uploadImage(file, target, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      if (controller.signal.aborted) return;
      setStatus('done');
      setMessage(say(successMessage ?? defaultSuccess(target)));
      onUploaded(uploaded);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      const reason = (err as Error).message;
      const base = say(failureMessage ?? defaultFailure(target));
      fail(reason ? `${base}: ${reason}` : base);
    }
  }

  const shown = preview ?? currentUrl ?? null;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div
      className={['wbn-field', 'wbn-uploader', `wbn-uploader--${shape}`, className ?? '']
        .filter(Boolean)
        .join(' ')}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${hintId} ${messageId}`}
    >
      <span id={`${id}-label`} className="wbn-field__label">
        {label}
      </span>
      <div className="wbn-uploader__body">
        <div className="wbn-uploader__preview" aria-hidden={shown ? undefined : true}>
          {shown ? <img src={shown} alt="" /> : <span className="wbn-uploader__placeholder" />}
        </div>
        <div className="wbn-uploader__controls">
          <FileTrigger acceptedFileTypes={[...imageContentTypes]} onSelect={(f) => void choose(f)}>
            <Button
              className="wbn-button wbn-button--secondary"
              isDisabled={isDisabled || status === 'uploading'}
            >
              {buttonLabel ?? (shown ? t('changeImage') : t('chooseImage'))}
            </Button>
          </FileTrigger>
          <p id={hintId} className="wbn-field__hint">
            {shownHint}
          </p>
          {status === 'uploading' ? (
            <ProgressBar
              className="wbn-progress"
              value={Math.round(progress * 100)}
              aria-label={t('uploadProgress')}
            >
              {({ percentage }) => (
                <>
                  <div className="wbn-progress__track">
                    <div className="wbn-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
                  </div>
                  <span className="wbn-progress__text">{Math.round(percentage ?? 0)}%</span>
                </>
              )}
            </ProgressBar>
          ) : null}
        </div>
      </div>
      <p
        id={messageId}
        className={status === 'error' ? 'wbn-field__error' : 'wbn-field__status'}
        role={status === 'error' ? 'alert' : 'status'}
      >
        {message}
      </p>
    </div>
  );
}
