import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '@wbn/contracts';
import i18n from '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { putFirstInCache } from './api/notification-cache.ts';
import { notificationKeys } from './api/notification-keys.ts';
import { markReadMutation } from './api/mark-read.ts';
import { NotificationsBell } from './components/NotificationsBell.tsx';
import { NotificationsLink } from './components/NotificationsLink.tsx';
import { NotificationsPanel } from './components/NotificationsPanel.tsx';
import { NotificationsPage } from './pages/NotificationsPage.tsx';

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const signIn = () => sessionStore.set({ status: 'authenticated', userID, profile: null });
afterEach(() => {
  sessionStore.set({ status: 'anonymous', userID: null, profile: null });
  vi.unstubAllGlobals();
});

const acme = { kind: 'business' as const, id: 'b1', name: 'Acme Castings', picture: null };
const olga = { kind: 'user' as const, id: 'u2', name: 'Olga Petrova', picture: { url: '/files/olga.webp' } };
let nextID = 1;
const notification = (over: Partial<Notification>): Notification => ({
  notificationID: `00000000-0000-4000-8000-${String(nextID++).padStart(12, '0')}`,
  kind: 'inquiry',
  actor: acme,
  subject: 'Price quotation',
  link: '/business/b9/requests/r1',
  count: 1,
  createdAt: Math.floor(Date.now() / 1000) - 5 * 60,
  readAt: null,
  ...over,
});
/** The text with inline elements joined as a reader sees them (textOf puts a space at every tag). */
const inlineText = (html: string) => textOf(html.replace(/<\/?(strong|span)[^>]*>/g, ''));
const answer = (notifications: Notification[], unread: number): NotificationsResponse => ({
  notifications,
  unread,
  nextCursor: null,
});

describe('the bell', () => {
  const face = <span>Notifications</span>;
  // The shell's words, as AccountMenus passes them.
  const label = (unread: number) =>
    unread
      ? i18n.t('shell:account.notificationsUnread', { count: unread })
      : i18n.t('shell:account.notifications');

  it('shows the unread count and says it in its name', () => {
    signIn();
    const html = renderHtml(<NotificationsBell face={face} label={label} className="account__link" />, {
      data: [[notificationKeys.unread(userID), 3]],
    });
    expect(html).toContain('aria-label="Notifications, 3 unread"');
    expect(html).toMatch(/class="unread-badge"><span aria-hidden="true">3<\/span>/);
    expect(html).toContain('class="account__link notifications-bell"');
  });

  it('shows no badge with nothing unread, and 99+ past 99', () => {
    signIn();
    const none = renderHtml(<NotificationsBell face={face} label={label} />, {
      data: [[notificationKeys.unread(userID), 0]],
    });
    expect(none).toContain('aria-label="Notifications"');
    expect(none).not.toContain('unread-badge');
    const many = renderHtml(<NotificationsBell face={face} label={label} />, {
      data: [[notificationKeys.unread(userID), 150]],
    });
    expect(textOf(many)).toContain('99+');
  });

  it('gives the mobile menu a Notifications link with the count in words', () => {
    signIn();
    const html = renderHtml(
      <NotificationsLink unreadLabel={(count) => `${count} unread notifications`}>
        Notifications
      </NotificationsLink>,
      { data: [[notificationKeys.unread(userID), 2]] },
    );
    expect(html).toContain('href="/notifications"');
    expect(textOf(html)).toContain('Notifications 2 2 unread notifications');
  });
});

describe('the panel', () => {
  it('says what happened in a sentence per kind, each linking to what it is about', () => {
    signIn();
    const list = [
      notification({ kind: 'inquiry' }),
      notification({ kind: 'message', count: 3, subject: 'Price quotation' }),
      notification({ kind: 'message', count: 1, subject: 'Castings for pumps', actor: olga }),
      notification({ kind: 'comment', actor: olga, subject: 'Great news!', link: '/timeline/t1' }),
      notification({
        kind: 'comment',
        actor: olga,
        subject: 'PG-90: Lead time?',
        link: '/business-product/p1',
      }),
      notification({ kind: 'reply', actor: olga, subject: 'Thanks, we will', link: '/timeline/t1' }),
      notification({
        kind: 'like',
        actor: olga,
        subject: 'Planetary gearbox PG-90',
        link: '/business-product/p1',
      }),
      notification({
        kind: 'like',
        actor: olga,
        subject: 'Our new plant',
        link: '/timeline/t1',
        readAt: 1_767_225_600,
      }),
      notification({ kind: 'follow', subject: 'Acme Gears', link: '/business/b1' }),
    ];
    const html = renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, {
      data: [
        [notificationKeys.latest(userID), answer(list, 8)],
        [notificationKeys.unread(userID), 8],
      ],
    });
    const text = textOf(html);
    const sentences = inlineText(html);
    for (const sentence of [
      'Acme Castings sent you an inquiry: Price quotation',
      'Acme Castings: 3 new messages in “Price quotation”',
      'Olga Petrova sent you a message in “Castings for pumps”',
      'Olga Petrova commented on your post: Great news!',
      'Olga Petrova commented on your product PG-90: Lead time?',
      'Olga Petrova replied to your comment: Thanks, we will',
      'Olga Petrova liked your product Planetary gearbox PG-90',
      'Olga Petrova liked your post: Our new plant',
      'Acme Castings started following Acme Gears',
    ])
      expect(sentences).toContain(sentence);
    expect(html).toContain('<strong>Acme Castings</strong>');
    expect(html).toContain('href="/business/b9/requests/r1"');
    expect(html).toContain('src="/files/olga.webp"');
    expect(text).toContain('5 minutes ago');
    // Every one but the read like carries the unread dot.
    expect(text.match(/Unread/g)).toHaveLength(8);
    expect(html).toContain('href="/notifications"');
    expect(text).toContain('Mark all as read');
    expect(html).toContain('aria-disabled="false"');
  });

  it("reads the English the API stored (a quote thread's subject, a moderation notice) in the page's language", async () => {
    signIn();
    const moderators = { kind: 'user' as const, id: userID, name: 'WBN moderators', picture: null };
    const list = [
      notification({ kind: 'message', subject: 'Your quote for: 500 pump housings' }),
      notification({
        kind: 'moderation',
        actor: moderators,
        subject: 'Your content was removed: Spam links',
      }),
      notification({
        kind: 'moderation',
        actor: moderators,
        subject: 'Your account was suspended until 2027-03-01: Repeated spam',
      }),
      notification({
        kind: 'moderation',
        actor: moderators,
        subject: 'Thank you: we received your report and will review it.',
      }),
    ];
    const render = () =>
      inlineText(
        renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, {
          data: [
            [notificationKeys.latest(userID), answer(list, 4)],
            [notificationKeys.unread(userID), 4],
          ],
        }),
      );
    try {
      await i18n.changeLanguage('zh');
      const zh = render();
      expect(zh).toContain('您对以下需求的报价：500 pump housings');
      expect(zh).toContain('WBN 审核团队：您的内容已被移除: Spam links');
      expect(zh).toContain('您的账户已被停用至 2027-03-01: Repeated spam');
      expect(zh).not.toMatch(/Your quote|Your content|suspended|moderators|Thank you/);
      await i18n.changeLanguage('de');
      const de = render();
      expect(de).toContain('Ihr Angebot zu: 500 pump housings');
      expect(de).toContain('Ihre Inhalte wurden entfernt: Spam links');
      expect(de).toContain('Vielen Dank: Wir haben Ihre Meldung erhalten');
      expect(de).not.toMatch(/Your quote|Your content|suspended|moderators|Thank you/);
    } finally {
      await i18n.changeLanguage('en');
    }
    // English reads as stored.
    expect(render()).toContain('WBN moderators: Your content was removed: Spam links');
  });

  it('puts people’s words in as text, never as markup', () => {
    signIn();
    const html = renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, {
      data: [
        [
          notificationKeys.latest(userID),
          answer([notification({ subject: '<img src=x onerror=alert(1)>' })], 1),
        ],
      ],
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x');
  });

  it('says so when there is nothing, and when the list cannot be loaded', () => {
    signIn();
    const empty = renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, {
      data: [
        [notificationKeys.latest(userID), answer([], 0)],
        [notificationKeys.unread(userID), 0],
      ],
    });
    expect(textOf(empty)).toContain('You are all caught up');
    expect(empty).toContain('aria-disabled="true"');
    const failed = textOf(
      renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, {
        errors: [notificationKeys.latest(userID)],
      }),
    );
    expect(failed).toContain('Your notifications could not be loaded.');
    expect(failed).toContain('Try again');
  });
});

describe('Mark all as read', () => {
  it('clears the dots and the count at once, sends one call, and takes the count it answers', async () => {
    signIn();
    let answerCall: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answerCall = resolve)));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const list = [
      notification({}),
      notification({ kind: 'follow' }),
      notification({ readAt: 1_767_225_600 }),
    ];
    client.setQueryData(notificationKeys.latest(userID), answer(list, 2));
    client.setQueryData(notificationKeys.list(userID, 'all'), {
      pages: [answer(list, 2)],
      pageParams: [null],
    });
    client.setQueryData(notificationKeys.unread(userID), 2);

    const done = new MutationObserver(client, markReadMutation(client, userID)).mutate(undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Before the server answers: nothing unread anywhere.
    const panel = renderHtml(<NotificationsPanel viewer={userID} onClose={() => {}} />, { client });
    expect(textOf(panel)).not.toContain('Unread');
    expect(panel).toContain('aria-disabled="true"');
    const page = textOf(renderHtml(<NotificationsPage />, { client, path: '/notifications' }));
    expect(page).not.toContain('Mark as read');
    expect(client.getQueryData(notificationKeys.unread(userID))).toBe(0);

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notifications/read');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({});

    // A notification that came meanwhile is unread: the server's count wins.
    answerCall(new Response(JSON.stringify({ success: true, data: { unread: 1 } }), { status: 200 }));
    await done;
    expect(client.getQueryData(notificationKeys.unread(userID))).toBe(1);
  });

  it('marks one read and counts it down by one', async () => {
    signIn();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: { unread: 1 } })));
    const client = new QueryClient();
    const [first, second] = [notification({}), notification({})];
    client.setQueryData(notificationKeys.latest(userID), answer([first, second], 2));
    client.setQueryData(notificationKeys.unread(userID), 2);
    const observer = new MutationObserver(client, markReadMutation(client, userID));
    const done = observer.mutate([first.notificationID]);
    expect(client.getQueryData(notificationKeys.unread(userID))).toBe(2); // onMutate awaits first
    await done;
    const latest = client.getQueryData<NotificationsResponse>(notificationKeys.latest(userID))!;
    expect(latest.notifications.map((n) => Boolean(n.readAt))).toEqual([true, false]);
    expect(client.getQueryData(notificationKeys.unread(userID))).toBe(1);
  });

  it('puts a notification the stream brings first, in place of its earlier copy', () => {
    const client = new QueryClient();
    const [a, b] = [notification({ kind: 'message', count: 1 }), notification({})];
    client.setQueryData(notificationKeys.latest(userID), answer([b, a], 2));
    client.setQueryData(notificationKeys.list(userID, 'all'), {
      pages: [answer([b], 2), answer([a], 2)],
      pageParams: [null, 'c'],
    });
    putFirstInCache(client, userID, { ...a, count: 2 });
    const latest = client.getQueryData<NotificationsResponse>(notificationKeys.latest(userID))!;
    expect(latest.notifications.map((n) => [n.notificationID, n.count])).toEqual([
      [a.notificationID, 2],
      [b.notificationID, 1],
    ]);
    const pages = client.getQueryData<{ pages: NotificationsResponse[] }>(
      notificationKeys.list(userID, 'all'),
    )!;
    expect(pages.pages.map((p) => p.notifications.map((n) => n.notificationID))).toEqual([
      [a.notificationID, b.notificationID],
      [],
    ]);
  });
});

describe('the Notifications page', () => {
  const pagesOf = (...pages: NotificationsResponse[]) => ({
    pages,
    pageParams: pages.map((_, i) => (i ? `c${i}` : null)),
  });

  it('says what will show here when there is nothing yet, and when nothing is unread', () => {
    signIn();
    const all = textOf(
      renderHtml(<NotificationsPage />, {
        path: '/notifications',
        data: [
          [notificationKeys.list(userID, 'all'), pagesOf(answer([], 0))],
          [notificationKeys.unread(userID), 0],
        ],
      }),
    );
    expect(all).toContain('No notifications yet.');
    const unread = renderHtml(<NotificationsPage />, {
      path: '/notifications?filter=unread',
      data: [[notificationKeys.list(userID, 'unread'), pagesOf(answer([], 0))]],
    });
    expect(textOf(unread)).toContain('No unread notifications');
    expect(unread).toMatch(/aria-pressed="true"[^>]*>Unread</);
  });

  it('lists them with Mark as read on the unread ones, and Load more while there are more', () => {
    signIn();
    const unreadOne = notification({});
    const readOne = notification({ kind: 'follow', readAt: 1_767_225_600 });
    const html = renderHtml(<NotificationsPage />, {
      path: '/notifications',
      data: [
        [
          notificationKeys.list(userID, 'all'),
          pagesOf({ ...answer([unreadOne, readOne], 1), nextCursor: 'c1' }),
        ],
        [notificationKeys.unread(userID), 1],
      ],
    });
    const text = textOf(html);
    expect(text.match(/Mark as read/g)).toHaveLength(1);
    expect(text).toContain('Load more');
    expect(html).toMatch(/aria-pressed="true"[^>]*>All</);
    expect(text).toContain('Acme Castings started following');
  });

  it('shows the loading state, then the failure with Try again', () => {
    signIn();
    expect(textOf(renderHtml(<NotificationsPage />, { path: '/notifications' }))).toContain('Loading');
    const failed = textOf(
      renderHtml(<NotificationsPage />, {
        path: '/notifications',
        errors: [notificationKeys.list(userID, 'all')],
      }),
    );
    expect(failed).toContain('Your notifications could not be loaded.');
    expect(failed).toContain('Try again');
  });
});
