import { errorStatus, type ErrorName } from './errors.ts';
import type { FieldError } from './envelope.ts';

/**
 * The one error type of the servers (API and auth service). `name` is stable (clients branch on
 * it), the status comes from the contracts' table, and `message` is safe to show to a user.
 */
export class AppError extends Error {
  override readonly name: ErrorName;
  readonly status: number;
  readonly errors: FieldError[] | undefined;

  constructor(name: ErrorName, message: string, errors?: FieldError[]) {
    super(message);
    this.name = name;
    this.status = errorStatus[name];
    this.errors = errors;
  }

  /** A 400 naming the one field at fault. */
  static field(path: string, message: string): AppError {
    return new AppError('ValidationError', message, [{ path, message }]);
  }
  static badRequest(path: string, message: string): AppError {
    return AppError.field(path, message);
  }
  static notFound(what: string): AppError {
    return new AppError('NotFound', `${what} was not found`);
  }
  static forbidden(message = 'You are not allowed to do this'): AppError {
    return new AppError('Forbidden', message);
  }
}
