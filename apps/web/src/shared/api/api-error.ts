import type { FieldError } from '@wbn/contracts';

/** A failed call: `name` is the API's stable error name, the thing to branch on. */
export class ApiError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  /** The message for one field, if the server named it (e.g. 'body.mobilePhone'). */
  fieldMessage(path: string): string | undefined {
    return this.errors.find((e) => e.path === path || e.path.endsWith(`.${path}`))?.message;
  }
}
