import type { Ok } from '@wbn/contracts';

export const ok = <T>(data: T): Ok<T> => ({ success: true, data });
