// The error type is shared with the auth service; it lives in contracts.
export { AppError } from '@wbn/contracts';
