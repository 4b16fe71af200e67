/**
 * What this API instance has shown and seen opened since its last flush: per boost and viewer
 * and day (the frequency cap, the one click a viewer counts for) and per boost and day (the
 * impressions and clicks the owner sees). A search or a feed page adds to these in memory; the
 * service writes them to the database in bulk every few seconds (promotion.service.ts), so a
 * sponsored result costs no write of its own.
 */
export interface PendingView {
  boostId: string;
  viewerKey: string;
  day: string;
  shown: number;
  clicked: boolean;
}

export interface PendingStat {
  boostId: string;
  day: string;
  impressions: number;
  clicks: number;
}

export interface PendingCounts {
  views: PendingView[];
  stats: PendingStat[];
}

export function createBoostCounters() {
  let views = new Map<string, PendingView>();
  let stats = new Map<string, PendingStat>();

  const viewOf = (boostId: string, viewerKey: string, day: string) => {
    const key = `${boostId}|${viewerKey}|${day}`;
    let view = views.get(key);
    if (!view) {
      view = { boostId, viewerKey, day, shown: 0, clicked: false };
      views.set(key, view);
    }
    return view;
  };
  const statOf = (boostId: string, day: string) => {
    const key = `${boostId}|${day}`;
    let stat = stats.get(key);
    if (!stat) {
      stat = { boostId, day, impressions: 0, clicks: 0 };
      stats.set(key, stat);
    }
    return stat;
  };

  return {
    /** What is not yet written of one viewer's day with one boost. */
    pending(boostId: string, viewerKey: string, day: string): { shown: number; clicked: boolean } {
      const view = views.get(`${boostId}|${viewerKey}|${day}`);
      return { shown: view?.shown ?? 0, clicked: view?.clicked ?? false };
    },

    shown(boostId: string, viewerKey: string, day: string): void {
      viewOf(boostId, viewerKey, day).shown += 1;
      statOf(boostId, day).impressions += 1;
    },

    clicked(boostId: string, viewerKey: string, day: string): void {
      viewOf(boostId, viewerKey, day).clicked = true;
      statOf(boostId, day).clicks += 1;
    },

    /** Everything gathered so far, taken out (the counts start again from zero). */
    take(): PendingCounts {
      const taken = { views: [...views.values()], stats: [...stats.values()] };
      views = new Map();
      stats = new Map();
      return taken;
    },

    /** Puts back what a failed write took, added to what came meanwhile. */
    restore(taken: PendingCounts): void {
      for (const v of taken.views) {
        const view = viewOf(v.boostId, v.viewerKey, v.day);
        view.shown += v.shown;
        view.clicked ||= v.clicked;
      }
      for (const s of taken.stats) {
        const stat = statOf(s.boostId, s.day);
        stat.impressions += s.impressions;
        stat.clicks += s.clicks;
      }
    },

    get empty(): boolean {
      return views.size === 0 && stats.size === 0;
    },
  };
}

export type BoostCounters = ReturnType<typeof createBoostCounters>;
