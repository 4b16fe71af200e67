/** Who owns each business: a user, preferably from the business's country, at most 5 each. */
import type { Random } from '../random.ts';
import type { DemoUser } from '../types.ts';

/** An owner: a user id and the user's country (businesses prefer owners from their own country). */
export type DemoOwner = Pick<DemoUser, 'userID' | 'countryCode'>;

export interface BusinessState {
  names: Set<string>;
  keys: Set<string>;
  owners: readonly DemoOwner[];
  ownersByCountry: Map<string, number[]>;
  ownedCount: Map<number, number>;
}

export function pickOwner(rng: Random, state: BusinessState, countryCode: string): string | null {
  const total = state.owners.length;
  if (total === 0) return null;
  const local = state.ownersByCountry.get(countryCode);
  const own = (i: number) => {
    state.ownedCount.set(i, (state.ownedCount.get(i) ?? 0) + 1);
    return state.owners[i]!.userID;
  };
  // A user acts for at most 5 businesses (the posting actor selector lists 5) while there are
  // users left under that; every business gets an owner (the column is not null).
  for (let attempt = 0; attempt < 6; attempt++) {
    const i = local && rng.chance(0.85) ? rng.pick(local) : rng.int(0, total - 1);
    if ((state.ownedCount.get(i) ?? 0) < 5) return own(i);
  }
  const start = rng.int(0, total - 1);
  for (let k = 0; k < total; k++) {
    const i = (start + k) % total;
    if ((state.ownedCount.get(i) ?? 0) < 5) return own(i);
  }
  return own(start);
}
