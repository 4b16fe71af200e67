import { messages } from '@wbn/contracts';
import { say } from '../i18n/say.ts';

/** A full-page spinner with the text Loading; the fallback while a page's code or data arrives. */
export function FullPageLoader({ label = say(messages.loading) }: { label?: string }) {
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="full-page-loader__text">{label}</span>
    </div>
  );
}
