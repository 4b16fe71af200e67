import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.ts';
import { myBusinessesQuery } from './my-businesses.ts';
import {
  ACTOR_STORAGE_KEY,
  actorBusinesses,
  readRememberedActor,
  rememberActor,
  resolveActor,
  type ActorBusiness,
} from './writing-actor.ts';

// Every composer and comment box on the page (and the other tabs, through `storage` events)
// shows the same choice.
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  listeners.forEach((l) => l());
};
const onStorage = (e: StorageEvent) => {
  if (e.key === ACTOR_STORAGE_KEY || e.key === null) changed();
};
const store = {
  subscribe(listener: () => void) {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.removeEventListener('storage', onStorage);
    };
  },
  get: () => version,
};

export interface WritingActor {
  /** The businesses the user may write as (at most 5); empty for visitors and most users. */
  businesses: ActorBusiness[];
  /** The chosen business, or null for the user themselves. */
  businessID: string | null;
  choose(businessID: string | null): void;
}

/** The remembered "write as" choice and the businesses it may be, for the signed-in user. */
export function useWritingActor(): WritingActor {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  useSyncExternalStore(store.subscribe, store.get, store.get);
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn });
  const businesses = signedIn ? actorBusinesses(mine.data) : [];
  return {
    businesses,
    businessID: resolveActor(readRememberedActor(session.userID), businesses),
    choose(businessID) {
      if (!session.userID) return;
      rememberActor(session.userID, businessID);
      changed();
    },
  };
}
