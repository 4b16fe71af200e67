import { AppError, operatorRoles, type OperatorRole } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { changeOperatorRole } from './moderation.roles.ts';

export const operatorUsage =
  'usage: npm run operator -- grant <e-mail> moderator|admin\n       npm run operator -- revoke <e-mail>';

const isRole = (s: string | undefined): s is OperatorRole => operatorRoles.includes(s as OperatorRole);

/**
 * `npm run operator -- …` (scripts/operator.ts): grants or revokes an operator role. Answers the
 * exit code and the line to print; a wrong command or an unknown e-mail is code 1 and says why.
 */
export async function runOperatorCommand(
  db: Database,
  args: string[],
): Promise<{ code: number; out: string }> {
  const [action, email, role, ...rest] = args;
  const valid =
    rest.length === 0 &&
    !!email &&
    ((action === 'grant' && isRole(role)) || (action === 'revoke' && role === undefined));
  if (!valid) return { code: 1, out: operatorUsage };
  try {
    const out = await changeOperatorRole(
      db,
      action === 'grant' && isRole(role) ? { action, email, role } : { action: 'revoke', email },
    );
    return { code: 0, out };
  } catch (err) {
    if (err instanceof AppError && err.name === 'NotFound') return { code: 1, out: err.message };
    throw err;
  }
}
