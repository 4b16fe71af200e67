import type { Boost } from '@wbn/contracts';
import type { BoostRow } from './promotion.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A boost as its owner sees it, at `now`. */
export function toBoost(r: BoostRow, now: Date): Boost {
  const status = r.cancelledAt ? 'cancelled' : r.endsAt <= now ? 'ended' : 'active';
  return {
    boostID: r.boostId,
    businessID: r.businessId,
    targetType: r.targetType,
    targetID: r.targetId,
    targetName: r.targetName,
    days: r.days,
    startsAt: seconds(r.startsAt),
    endsAt: seconds(r.cancelledAt && r.cancelledAt < r.endsAt ? r.cancelledAt : r.endsAt),
    status,
    impressions: r.impressions,
    clicks: r.clicks,
  };
}
