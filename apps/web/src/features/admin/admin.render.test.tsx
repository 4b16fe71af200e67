import { afterEach, describe, expect, it } from 'vitest';
import type { HeldItem, Lookup, OperatorChange, QueueItem, TrailEntry } from '@wbn/contracts';
import '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { adminKeys } from './api/admin-keys.ts';
import { AdminPage } from './pages/AdminPage.tsx';
import { LookupPanel } from './components/LookupPanel.tsx';
import { OperatorsPanel } from './components/OperatorsPanel.tsx';
import { TrailPanel } from './components/TrailPanel.tsx';

// The operators' console (/admin) as each kind of account sees it: its tabs, the queue with its
// actions, the trail with Reverse and the CSV, lookup results, the operators; empty and failed states.

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const postID = '0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11';
const authorID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const signIn = () => sessionStore.set({ status: 'authenticated', userID, profile: null });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const item: QueueItem = {
  itemType: 'post',
  itemID: postID,
  score: 10,
  reportCount: 2,
  reporters: 2,
  authorPriorActions: 1,
  reporterStanding: 1,
  author: { userID: authorID, name: 'Rafael Soto' },
  content: { text: 'Replica valves, write me', link: `/timeline/${authorID}?post=${postID}` },
  hidden: false,
  autoHidden: false,
  reports: [
    {
      reportID: 'r1',
      reason: 'prohibited',
      text: 'Counterfeit goods',
      reporter: { userID, name: 'Ana Ruiz' },
      notifier: null,
      createdAt: 1_780_000_000,
    },
  ],
};

const entry = (over: Partial<TrailEntry>): TrailEntry => ({
  entryID: 'e1',
  operator: { userID, name: 'Mona Moderator' },
  action: 'hide',
  itemType: 'post',
  itemID: postID,
  subjectAccountID: authorID,
  reason: 'Counterfeit valves (rule 4)',
  before: { hiddenAt: null },
  after: { hiddenAt: '2026-06-01T10:00:00.000Z' },
  reverses: null,
  createdAt: 1_780_000_100,
  ...over,
});

describe('the console page', () => {
  it('tells an account without a role that the page is not for it', () => {
    signIn();
    const text = textOf(renderHtml(<AdminPage />, { data: [[adminKeys.me(userID), { role: null }]] }));
    expect(text).toContain('Not allowed');
    expect(text).toContain("This page is for the network's operators");
    expect(text).toContain('Back to the home page');
    expect(text).not.toContain('Review queue');
  });

  it("shows a moderator the queue's items, their reports and the four actions, without Operators", () => {
    signIn();
    const html = renderHtml(<AdminPage />, {
      data: [
        [adminKeys.me(userID), { role: 'moderator' }],
        [adminKeys.queue(userID), { items: [item], holds: [] }],
      ],
    });
    const text = textOf(html);
    expect(text).toContain("Operators' console");
    expect(text).toContain('Signed in as Moderator');
    expect(html).toContain('role="tablist"');
    for (const tab of ['Review queue', 'Trail', 'Lookup']) expect(text).toContain(tab);
    expect(text).not.toMatch(/\bOperators\b(?!')/);
    expect(text).toContain('Score 10');
    expect(text).toContain(
      "2 reports · 2 reporters · 1 earlier action against the author · Reporters' record: +1",
    );
    expect(text).toContain('Replica valves, write me');
    expect(text).toContain('Author: Rafael Soto');
    expect(html).toContain(`href="/timeline/${authorID}?post=${postID}"`);
    expect(text).toContain('Prohibited or counterfeit goods — Counterfeit goods');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('Reason, sent to the author');
    expect(text).toContain('Days of suspension (empty: for good)');
    for (const action of ['Dismiss', 'Hide', 'Warn', 'Suspend']) expect(text).toContain(action);
  });

  it('marks an item hidden automatically, names a notice’s sender, and lists held requests to deliver or drop', () => {
    signIn();
    const hidden: QueueItem = {
      ...item,
      hidden: true,
      autoHidden: true,
      reports: [
        { ...item.reports[0]!, reporter: null, notifier: { name: 'Marta Gil', email: 'marta@example.com' } },
      ],
    };
    const hold: HeldItem = {
      holdID: 'h1',
      sender: { userID: authorID, name: 'Rafael Soto' },
      fromBusiness: null,
      to: { businessID: postID, name: 'Valves Gamma' },
      subject: 'Offer',
      text: 'Best prices on valves',
      sameTextBusinesses: 5,
      createdAt: 1_780_000_000,
    };
    const text = textOf(
      renderHtml(<AdminPage />, {
        data: [
          [adminKeys.me(userID), { role: 'moderator' }],
          [adminKeys.queue(userID), { items: [hidden], holds: [hold] }],
        ],
      }),
    );
    expect(text).toContain('Hidden automatically, pending review');
    expect(text).toContain('Notice from Marta Gil <marta@example.com>');
    // An automatic hide can be confirmed by the operator's own Hide.
    for (const action of ['Dismiss', 'Hide']) expect(text).toContain(action);
    expect(text).toContain('Held requests');
    expect(text).toContain('Same text to 5 businesses');
    expect(text).toContain('From Rafael Soto to Valves Gamma');
    for (const decision of ['Deliver', 'Drop']) expect(text).toContain(decision);
  });

  it('gives an administrator the Operators tab, and says when the queue is clear or cannot be read', () => {
    signIn();
    const clear = textOf(
      renderHtml(<AdminPage />, {
        data: [
          [adminKeys.me(userID), { role: 'admin' }],
          [adminKeys.queue(userID), { items: [], holds: [] }],
        ],
      }),
    );
    expect(clear).toContain('Operators');
    expect(clear).toContain('No reported items: the queue is clear.');
    const failed = textOf(
      renderHtml(<AdminPage />, {
        data: [[adminKeys.me(userID), { role: 'admin' }]],
        errors: [adminKeys.queue(userID)],
      }),
    );
    expect(failed).toContain('Try again');
  });

  it('waits for the role with a loading line', () => {
    signIn();
    const html = renderHtml(<AdminPage />);
    expect(html).toContain('role="status"');
    expect(textOf(html)).toContain('Loading…');
  });
});

describe('the trail', () => {
  it('lists the entries with who, what, why and the change, Reverse once, and the CSV download', () => {
    signIn();
    const entries = [
      entry({
        entryID: 'e2',
        action: 'reverse',
        reverses: 'e3',
        reason: 'Appeal upheld',
        createdAt: 1_780_000_300,
      }),
      entry({ entryID: 'e3', action: 'warn', before: null, after: null, createdAt: 1_780_000_200 }),
      entry({}),
      entry({ entryID: 'e0', action: 'grant-role', operator: null, itemType: null, reason: 'granted' }),
    ];
    const html = renderHtml(<TrailPanel viewer={userID} />, {
      data: [[adminKeys.trail(userID), { entries }]],
    });
    const text = textOf(html);
    expect(text).toContain('Download CSV');
    expect(html).toContain('<table');
    expect(text).toContain('Mona Moderator');
    expect(text).toContain('Command line');
    expect(text).toContain('Counterfeit valves (rule 4)');
    expect(text).toContain('hiddenAt: ∅ → hiddenAt: 2026-06-01T10:00:00.000Z');
    expect(text).toContain('Reversed');
    // The hide can be reversed; the reversed warning, the reversal and the grant cannot.
    expect(html.match(/>Reverse<span/g)).toHaveLength(1);
  });

  it('says when there is nothing yet', () => {
    signIn();
    const text = textOf(
      renderHtml(<TrailPanel viewer={userID} />, { data: [[adminKeys.trail(userID), { entries: [] }]] }),
    );
    expect(text).toContain('No operator actions yet.');
  });
});

describe('lookup', () => {
  it('shows accounts with role and suspension and businesses with owner and history', () => {
    signIn();
    const found: Lookup = {
      accounts: [
        {
          userID: authorID,
          email: 'rafael@valvulas.example',
          name: 'Rafael Soto',
          role: null,
          suspension: { until: null, reason: 'Fraud' },
          trail: [entry({ action: 'suspend' })],
          reports: [],
        },
      ],
      businesses: [
        {
          businessID: postID,
          name: 'Valvulas Zafiro',
          owner: { userID: authorID, name: 'Rafael Soto', email: 'rafael@valvulas.example' },
          trail: [],
          reports: [
            {
              reportID: 'r9',
              itemType: 'business',
              itemID: postID,
              reason: 'fraud',
              text: 'Takes deposits',
              status: 'open',
              reporter: { userID, name: 'Ana Ruiz' },
              createdAt: 1_780_000_000,
            },
          ],
        },
      ],
    };
    const html = renderHtml(<LookupPanel viewer={userID} initial="valvulas" />, {
      data: [[adminKeys.lookup(userID, 'valvulas'), found]],
    });
    const text = textOf(html);
    expect(html).toContain('role="search"');
    expect(text).toContain('E-mail, name or business name');
    expect(text).toContain('rafael@valvulas.example · No operator role · Suspended for good');
    expect(text).toContain('Suspend — Counterfeit valves (rule 4) (Mona Moderator)');
    expect(text).toContain('Owner: Rafael Soto (rafael@valvulas.example)');
    expect(text).toContain('Business · Fraud or scam (open) — Takes deposits');
    const none = textOf(
      renderHtml(<LookupPanel viewer={userID} initial="nobody" />, {
        data: [[adminKeys.lookup(userID, 'nobody'), { accounts: [], businesses: [] }]],
      }),
    );
    expect(none).toContain('Nothing found for “nobody”.');
  });
});

describe('operators', () => {
  it('lists the operators, marks the viewer (who cannot revoke themselves), and offers the grant form', () => {
    signIn();
    const operators: OperatorChange['operators'] = [
      { userID, email: 'ada@wbn.example', name: 'Ada Admin', role: 'admin', grantedAt: 1_780_000_000 },
      {
        userID: authorID,
        email: 'mo@wbn.example',
        name: 'Mo Derator',
        role: 'moderator',
        grantedAt: 1_780_000_000,
      },
    ];
    const html = renderHtml(<OperatorsPanel viewer={userID} />, {
      data: [[adminKeys.operators(userID), { operators }]],
    });
    const text = textOf(html);
    expect(text).toContain('Ada Admin ada@wbn.example (you)');
    expect(text).toContain('Revoke Mo Derator');
    expect(text).not.toContain('Revoke Ada Admin');
    expect(text).toContain('Grant a role');
    expect(text).toContain('E-mail of the account');
    expect(html).toContain('<option value="moderator"');
    expect(text).toContain('Administrator');
  });
});
