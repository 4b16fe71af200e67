import type { FastifyBaseLogger } from 'fastify';
import { dedicatedClient, type Database } from '@wbn/db';
import type pg from 'pg';

export interface NotificationListenerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** What it is for, in the log's words ("read cache"). */
  name: string;
  /** The channels to LISTEN on, each with what to do with a notification's payload. */
  channels: Record<string, (payload: string) => void>;
  /** Notifications may have been missed (not yet listening, or the connection dropped). */
  onGap(): void;
}

/**
 * One connection of its own that LISTENs to the database's notifications (NOTIFY, sent by
 * triggers on commit): every instance on the database hears every committed change, whoever made
 * it. A dropped connection is reopened every second; `onGap` says when something may be missed.
 */
export function createNotificationListener(options: NotificationListenerOptions) {
  const { db, log, name, channels, onGap } = options;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function onNotification(message: pg.Notification): void {
    channels[message.channel]?.(message.payload ?? '');
  }

  function lost(err: Error): void {
    if (!live && client === null) return;
    live = false;
    onGap();
    const gone = client;
    client = null;
    gone?.off('notification', onNotification);
    void gone?.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, `${name}: stopped listening to the database, trying again`);
    retry = setTimeout(() => void listen().catch(() => {}), 1_000);
  }

  async function listen(): Promise<void> {
    if (closed || client) return;
    const next = dedicatedClient(db);
    // Errors of a connection not yet listening are the catch's; once listening, `lost` handles them.
    const early = () => {};
    next.on('error', early);
    try {
      await next.connect();
      next.on('notification', onNotification);
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
    } catch (err) {
      next.off('notification', onNotification);
      void next.end().catch(() => {});
      retry = setTimeout(() => void listen().catch(() => {}), 1_000);
      throw err;
    }
    next.off('error', early);
    next.on('error', lost);
    next.on('end', () => lost(new Error('the listening connection ended')));
    client = next;
    // Whatever committed before the LISTEN took effect was not heard.
    onGap();
    live = true;
  }

  return {
    /** Resolves once listening (the app waits for it before serving); on failure retries. */
    start: listen,

    /** Whether every committed notification is being heard. */
    live: () => live,

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      live = false;
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners('notification');
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => {});
      await current.end().catch(() => {});
    },
  };
}

export type NotificationListener = ReturnType<typeof createNotificationListener>;
