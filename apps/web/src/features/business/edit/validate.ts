import type { ErrorMap, FieldErrors } from './form-kit.ts';
import { errorsFromIssues } from './form-kit.ts';

/** What the forms need of a contracts schema: a safe parse with a per-parse error map. */
export interface SchemaLike {
  safeParse(
    data: unknown,
    params?: { error?: ErrorMap },
  ): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Runs the body through the same schema the API validates with, and merges in the checks made
 * before (which win: they are the more specific message for their field).
 */
export function validateWith(
  schema: SchemaLike,
  body: unknown,
  fields: readonly string[],
  errorMap: ErrorMap,
  before: FieldErrors = {},
): FieldErrors {
  const parsed = schema.safeParse(body, { error: errorMap });
  const fromSchema = parsed.success || !parsed.error ? {} : errorsFromIssues(parsed.error.issues, fields);
  return { ...fromSchema, ...before };
}
