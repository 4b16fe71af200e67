import { errorStatus, type ErrorName, type FieldError } from '@wbn/contracts';

/**
 * The one error type of the API. `name` is stable (clients branch on it), the status comes from
 * the contracts' table, and `message` is safe to show to a user.
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

  static badRequest(path: string, message: string): AppError {
    return new AppError('ValidationError', message, [{ path, message }]);
  }
  static notFound(what: string): AppError {
    return new AppError('NotFound', `${what} was not found`);
  }
  static forbidden(message = 'You are not allowed to do this'): AppError {
    return new AppError('Forbidden', message);
  }
}
