import { eq, tables, type Database } from '@wbn/db';

const t = tables;

export type UserRow = typeof t.users.$inferSelect;

export const userRepository = {
  async byId(db: Database, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(t.users).where(eq(t.users.userId, userId));
    return row;
  },

  /** Creates the profile if it does not exist yet; an existing one is left as it is. */
  async insertIfMissing(
    db: Database,
    values: { userId: string; email: string; firstName: string; lastName: string },
  ): Promise<void> {
    await db.insert(t.users).values(values).onConflictDoNothing({ target: t.users.userId });
  },
};
