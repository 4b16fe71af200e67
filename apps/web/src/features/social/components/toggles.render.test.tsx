import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { followSummaryQuery } from '../api/follows.ts';
import { reactionCheckQuery, reactionSummaryQuery } from '../api/reactions.ts';
import { actorKey } from '../api/social-keys.ts';
import { FollowButton } from './FollowButton.tsx';
import { LikeButton } from './LikeButton.tsx';

const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const userID = '0b0e8f3c-1111-4222-8333-944455556666';

function render(node: ReactNode, fill: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient();
  fill(client);
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const signIn = () => sessionStore.set({ status: 'authenticated', userID, profile: null });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

describe('LikeButton and FollowButton', () => {
  it('send visitors to the login, coming back to this page', () => {
    const like = render(<LikeButton resourceID={businessID} resourceType="business" />);
    expect(like).toMatch(/<a class="social-toggle" href="[^"]*\/login\?continue=/);
    expect(like).toContain('Log in to like');
    expect(like).not.toContain('<button');
    const follow = render(<FollowButton businessID={businessID} />);
    expect(follow).toContain('Log in to follow');
  });

  it('keep the count’s place, hidden from screen readers, while it loads', () => {
    // Its width is the loaded count's (two digits), so the buttons after it do not move.
    const follow = render(<FollowButton businessID={businessID} />);
    expect(follow).toContain(
      '<span class="social-toggle__count social-toggle__count--pending" aria-hidden="true">',
    );
    signIn();
    const like = render(<LikeButton resourceID={businessID} resourceType="business" />);
    expect(like).toContain('aria-busy="true"');
    expect(like).toContain('social-toggle__count--pending');
  });

  it('show the state and count a signed-in viewer already has in the cache', () => {
    signIn();
    const like = render(<LikeButton resourceID={businessID} resourceType="business" />, (c) => {
      c.setQueryData(reactionSummaryQuery(businessID).queryKey, {
        resourceID: businessID,
        reactionCount: { like: 1234 },
      });
      c.setQueryData(reactionCheckQuery(businessID, actorKey(userID)).queryKey, true);
    });
    expect(like).toContain('aria-pressed="true"');
    expect(like).toContain('Liked');
    expect(like).toContain('1.2K');
    expect(like).toContain('1,234 likes');

    const follow = render(<FollowButton businessID={businessID} />, (c) =>
      c.setQueryData(followSummaryQuery(businessID, actorKey(userID)).queryKey, {
        followersCount: 1,
        session: { following: false },
      }),
    );
    expect(follow).toContain('aria-pressed="false"');
    expect(follow).toContain('>Follow<');
    expect(follow).toContain('1 follower');
  });

  it('acting as a business reads that business’s own like state', () => {
    signIn();
    const asBusiness = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const html = render(
      <LikeButton resourceID={businessID} resourceType="product" businessID={asBusiness} compact />,
      (c) => {
        c.setQueryData(reactionSummaryQuery(businessID).queryKey, {
          resourceID: businessID,
          reactionCount: { like: 2 },
        });
        c.setQueryData(reactionCheckQuery(businessID, actorKey(userID)).queryKey, true);
        c.setQueryData(reactionCheckQuery(businessID, actorKey(userID, asBusiness)).queryKey, false);
      },
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('social-toggle--compact');
  });

  it('say "Error loading data" when the count cannot be loaded', () => {
    const client = new QueryClient();
    const key = reactionSummaryQuery(businessID).queryKey;
    // As after the retries gave up (otherwise mounting would show a fresh attempt).
    client.setQueryDefaults(key, { retryOnMount: false });
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({
        status: 'error',
        error: new Error('down'),
        fetchStatus: 'idle',
      });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <LikeButton resourceID={businessID} resourceType="business" />
      </QueryClientProvider>,
    );
    expect(html).toContain(messages.errorLoadingData);
  });
});
