import { consoleMessages, type OperatorRole } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { moderationRepository as repo } from './moderation.repository.ts';

/** A role change: a grant (or a change of role) or a revoke, of an account by e-mail or id. */
export type RoleCommand =
  | { action: 'grant'; email: string; role: OperatorRole }
  | { action: 'revoke'; email: string }
  | { action: 'revoke'; accountID: string };

/** Who changes a role and why: an administrator in the console, or the command line (no one). */
export interface RoleChanger {
  operatorUserID: string | null;
  reason: string;
}

const commandLine = (action: RoleCommand['action']): RoleChanger => ({
  operatorUserID: null,
  reason: action === 'grant' ? 'granted from the command line' : 'revoked from the command line',
});

/**
 * Grants or revokes an operator role, recorded in the trail with the operator who did it (none
 * from the command line, `npm run operator`). Answers what it did, in a sentence, and the trail
 * entry (null when nothing changed). An unknown account is NotFound; an administrator's own role
 * is not theirs to change (Conflict), so the console never leaves the network without one by
 * accident.
 */
export async function changeRole(
  db: Database,
  command: RoleCommand,
  by: RoleChanger = commandLine(command.action),
): Promise<{ out: string; entryID: string | null }> {
  return db.transaction(async (tx) => {
    const account =
      'accountID' in command
        ? await repo.accountByID(tx, command.accountID)
        : await repo.accountByEmail(tx, command.email);
    if (!account) {
      throw 'accountID' in command
        ? AppError.notFound('The account')
        : new AppError('NotFound', `No account signs in as ${command.email}.`);
    }
    if (by.operatorUserID && account.id === by.operatorUserID) {
      throw new AppError('Conflict', consoleMessages.ownRole);
    }
    const before = await repo.lockRole(tx, account.id);
    if (command.action === 'grant') {
      if (before === command.role)
        return { out: `${account.email} is already ${command.role}.`, entryID: null };
      await repo.setRole(tx, account.id, command.role);
      const entryID = await repo.record(tx, {
        operatorUserID: by.operatorUserID,
        action: 'grant-role',
        subjectAccountID: account.id,
        reason: by.reason,
        before: { role: before },
        after: { role: command.role },
      });
      return { out: `${account.email} is now ${command.role}.`, entryID };
    }
    if (!before) {
      if (by.operatorUserID) throw new AppError('NotFound', consoleMessages.noRole);
      return { out: `${account.email} has no operator role.`, entryID: null };
    }
    await repo.dropRole(tx, account.id);
    const entryID = await repo.record(tx, {
      operatorUserID: by.operatorUserID,
      action: 'revoke-role',
      subjectAccountID: account.id,
      reason: by.reason,
      before: { role: before },
      after: { role: null },
    });
    return { out: `${account.email} is no longer ${before}.`, entryID };
  });
}

/** The command line's role change (`npm run operator`): answers what it did, in a sentence. */
export async function changeOperatorRole(
  db: Database,
  command: { action: 'grant'; email: string; role: OperatorRole } | { action: 'revoke'; email: string },
): Promise<string> {
  return (await changeRole(db, command)).out;
}
