// @vitest-environment happy-dom
// The phone's menu drawer offers operators the console, as the account menu does on wide screens,
// and offers it to no one else.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperatorMe } from '@wbn/contracts';
import i18next from '../../i18n-all.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { meQuery } from '../../../features/admin/api/operator-role.ts';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const viewer = 'c0ffee00-0000-4000-8000-000000000001';
let root: Root;
let container: HTMLElement;
beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await act(() => i18next.loadNamespaces('shell'));
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  sessionStore.set({ status: 'anonymous', userID: null, profile: null });
});

/** Opens the drawer for a signed-in account whose operator role the API answered as `role`. */
async function openDrawerAs(role: OperatorMe['role']) {
  sessionStore.set({
    status: 'authenticated',
    userID: viewer,
    profile: { userID: viewer, firstName: 'Ana', lastName: 'Reyes' },
  });
  // No API here: the role is in the cache, and nothing else is fetched again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQuery(viewer).queryKey, { role });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/newsfeed']}>
          <MobileMenuDrawer id="mobile-menu" isOpen onOpenChange={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const consoleLink = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('[role="dialog"] a')].find(
    (a) => a.textContent?.trim() === 'Console',
  );

describe("the phone's menu drawer", () => {
  it('links a moderator to the console', async () => {
    await openDrawerAs('moderator');
    expect(consoleLink()?.getAttribute('href')).toBe('/admin');
  });

  it('has no console link for an account without a role', async () => {
    await openDrawerAs(null);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(consoleLink()).toBeUndefined();
  });
});
