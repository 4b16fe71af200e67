import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';

/**
 * Tells the viewer that a like or follow did not go through (the button has already gone back).
 * The API's own message is shown for refusals it explains (not a member of the acting business,
 * a business following itself, offline); anything else gets the spec's generic failure text.
 */
export function toggleFailed(error: unknown): void {
  const explained = error instanceof ApiError && error.status < 500 && error.status !== 401;
  toast.error(explained ? error.message : messages.somethingWrong);
}
