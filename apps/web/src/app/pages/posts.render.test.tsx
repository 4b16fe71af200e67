import { afterEach, describe, expect, it } from 'vitest';
import { messages, type MyBusinessCard, type NewsfeedResponse, type TimelineResponse } from '@wbn/contracts';
import '../i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml as renderBare, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { myBusinessesQuery } from '../../shared/session/my-businesses.ts';
import { postKeys, viewerKey } from '../../features/posts/api/post-keys.ts';
import { PostCard } from '../../features/posts/components/PostCard.tsx';
import { PostComposer } from '../../features/posts/components/PostComposer.tsx';
import { TimelineSection } from '../../features/posts/components/TimelineSection.tsx';
import { businessID, company, samplePost, userID } from '../../features/posts/fixtures.test-data.ts';
import { WithPostSlots } from './compose/post-slots.tsx';
import { NewsfeedPage } from './NewsfeedPage.tsx';
import { TimelinePage } from './TimelinePage.tsx';

// Cards show likes, comments and follows through the slots the composing pages provide.
const renderHtml: typeof renderBare = (node, options) =>
  renderBare(<WithPostSlots>{node}</WithPostSlots>, options);

const me = viewerKey(userID);
const signIn = () =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Lucía', lastName: 'Fernández' },
  });
afterEach(() => {
  sessionStore.set({ status: 'anonymous', userID: null, profile: null });
});

const managed = (n: number, access: MyBusinessCard['access'] = 'owner'): MyBusinessCard => ({
  businessID: `b0000000-0000-4000-8000-00000000000${n}`,
  key: `b${n}`,
  subscription: null,
  verified: false,
  access,
  general: {
    companyName: `Company ${n}`,
    shortDescription: '',
    profilePhoto: null,
    coverPhoto: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0001', name: 'Automation' },
  },
  contactInfo: { country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' } },
});

const feed = (...pages: NewsfeedResponse[]) => ({
  pages,
  pageParams: pages.map((_, i) => (i ? `c${i}` : null)),
});

describe('the post card (spec §2 "Cards")', () => {
  it('shows the author, the time with its full date, the text, the picture, likes, comments and Share', () => {
    const post = samplePost({
      content: 'New line of gearboxes',
      body: { text: 'New line of gearboxes', picture: { url: '/files/images/post/p.webp' } },
      commentCount: 3,
    });
    const html = renderHtml(<PostCard post={post} />);
    const text = textOf(html);
    expect(html).toContain('class="post-card"');
    expect(text).toContain('Lucía Fernández');
    expect(html).toContain(`href="/profile/${userID}"`);
    expect(text).toContain('2 hours ago');
    // The full date is the time's tooltip.
    expect(html).toMatch(
      /<time class="wbn-time" dateTime="[^"]+" title="[A-Z][a-z]+day, [^"]+\d{4}[^"]*">2 hours ago<\/time>/,
    );
    expect(html).toContain(`href="/timeline/${userID}?post=${post.postID}"`);
    expect(text).toContain('New line of gearboxes');
    expect(html).toContain('src="/files/images/post/p.webp"');
    expect(html).toContain('alt="Picture posted by Lucía Fernández"');
    expect(text).toContain('Like');
    expect(text).toContain('3 comments');
    expect(text).toContain('Share');
    // A visitor's card (no session part) has no settings menu.
    expect(renderHtml(<PostCard post={{ ...post, session: null }} />)).not.toContain('Post settings');
  });

  it('shows a business author by its company name and logo, linked to its page', () => {
    const html = renderHtml(
      <PostCard
        post={samplePost({
          author: company,
          header: { author: company, metadata: { datetime: '', resourceID: '' } },
        })}
      />,
    );
    expect(textOf(html)).toContain('Acme Gears');
    expect(html).toContain('src="/files/images/logo/acme.webp"');
    expect(html).toContain(`href="/business/Acme-Gears-${businessID}/"`);
  });

  it('makes links clickable and safe, and never renders the text as HTML', () => {
    const content =
      'Catalogue: https://acme.example/catalogue.pdf. <img src=x onerror=alert(1)> javascript:alert(1)';
    const html = renderHtml(
      <PostCard post={samplePost({ content, body: { text: content, picture: null } })} />,
    );
    expect(html).toContain(
      '<a href="https://acme.example/catalogue.pdf" target="_blank" rel="noopener nofollow">https://acme.example/catalogue.pdf</a>',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('href="javascript');
  });

  it('offers the settings menu (to report the post) to any signed-in viewer', () => {
    signIn();
    const html = renderHtml(<PostCard post={samplePost({ session: { canRemove: false } })} />);
    expect(html).toContain('aria-label="Post settings, Lucía Fernández"');
  });

  it('offers the settings menu with Remove post when the viewer may remove it', () => {
    signIn();
    const html = renderHtml(<PostCard post={samplePost({ session: { canRemove: true } })} />);
    expect(html).toContain('aria-label="Post settings, Lucía Fernández"');
  });

  it('says "Comment" when there are none yet', () => {
    expect(textOf(renderHtml(<PostCard post={samplePost({ commentCount: 0 })} />))).toContain('Comment');
  });
});

describe('the composer (spec §2, §4 "Posting", §5)', () => {
  it('is headed "Create your post" and keeps Post disabled while empty', () => {
    signIn();
    const html = renderHtml(<PostComposer actor={{ kind: 'user' }} />);
    expect(textOf(html)).toContain('Create your post');
    expect(html).toMatch(
      /<button type="submit" class="button button--primary composer__post" disabled="">Post<\/button>/,
    );
    expect(html).toMatch(/<textarea[^>]*maxLength="3000"/i);
    expect(textOf(html)).toContain('Add picture');
    // No choice of who posts on one's own timeline.
    expect(textOf(html)).not.toContain('Post as');
  });

  it('offers "Post as" (the user first) to a user who manages businesses', () => {
    signIn();
    const list = [
      managed(1),
      managed(2, 'member'),
      managed(3, 'admin'),
      managed(4),
      managed(5),
      managed(6),
      managed(7),
    ];
    const html = renderHtml(<PostComposer actor={{ kind: 'choose' }} />, {
      data: [[myBusinessesQuery.queryKey, list]],
    });
    const text = textOf(html);
    expect(text).toContain('Post as');
    // The select shows the current choice: the user, as nothing was remembered.
    expect(text).toContain('Lucía Fernández (you)');
  });

  it('says whose timeline a business post goes on', () => {
    signIn();
    const html = renderHtml(<PostComposer actor={{ kind: 'business', businessID, name: 'Acme Gears' }} />);
    expect(textOf(html)).toContain('Posting as Acme Gears');
  });

  it('is not shown to visitors', () => {
    expect(renderHtml(<PostComposer actor={{ kind: 'choose' }} />)).toBe('');
  });
});

describe('the newsfeed page (spec §2, §4, §8)', () => {
  it('shows the composer and the posts, with Load more while there is a next page', () => {
    signIn();
    const posts = [samplePost({ content: 'First' }), samplePost({ content: 'Second' })];
    const html = renderHtml(<NewsfeedPage />, {
      data: [[postKeys.newsfeed(me), feed({ posts, nextID: 'abc', suggestions: [] })]],
    });
    const text = textOf(html);
    expect(text).toContain('My B2B');
    expect(text).toContain('Create your post');
    expect(text.indexOf('First')).toBeLessThan(text.indexOf('Second'));
    expect(text).toContain('Load more');
  });

  it('has no Load more at the end of the feed', () => {
    signIn();
    const html = renderHtml(<NewsfeedPage />, {
      data: [[postKeys.newsfeed(me), feed({ posts: [samplePost()], nextID: null, suggestions: [] })]],
    });
    expect(textOf(html)).not.toContain('Load more');
  });

  it('says "Failed loading your newsfeed" when it cannot be loaded', () => {
    signIn();
    const html = renderHtml(<NewsfeedPage />, { errors: [postKeys.newsfeed(me)] });
    expect(textOf(html)).toContain(messages.newsfeedLoadFailed);
    expect(html).toContain('role="alert"');
  });

  it('suggests businesses to follow when the feed is empty', () => {
    signIn();
    const html = renderHtml(<NewsfeedPage />, {
      data: [
        [
          postKeys.newsfeed(me),
          feed({
            posts: [],
            nextID: null,
            suggestions: [
              {
                businessID,
                companyName: 'Acme Gears',
                shortDescription: 'Planetary gearboxes',
                profilePhoto: null,
              },
            ],
          }),
        ],
      ],
    });
    const text = textOf(html);
    expect(text).toContain('Your newsfeed is empty');
    expect(text).toContain('Acme Gears');
    expect(text).toContain('Planetary gearboxes');
    expect(html).toContain(`href="/business/Acme-Gears-${businessID}/"`);
    expect(html).toContain('social-toggle'); // its follow button
  });

  it('shows Loading while the first page comes', () => {
    signIn();
    expect(textOf(renderHtml(<NewsfeedPage />))).toContain(messages.loading);
  });
});

describe('timelines (spec §2, §9)', () => {
  const timeline = (posts = [samplePost()], type: 'user' | 'business' = 'user', id = userID) => ({
    pages: [{ timelineID: id, timelineType: type, posts } satisfies TimelineResponse],
    pageParams: [0],
  });

  it('gives the owner the composer on their own timeline, and others only the posts', () => {
    signIn();
    const own = renderHtml(<TimelineSection timelineID={userID} kind="user" />, {
      data: [[postKeys.timeline(userID, me), timeline()]],
    });
    expect(textOf(own)).toContain('Create your post');
    sessionStore.set({ status: 'anonymous', userID: null, profile: null });
    const visitor = renderHtml(<TimelineSection timelineID={userID} kind="user" ownerName="Lucía" />, {
      data: [[postKeys.timeline(userID, 'visitor'), timeline([])]],
    });
    expect(textOf(visitor)).not.toContain('Create your post');
    expect(textOf(visitor)).toContain('Lucía has not posted anything yet.');
  });

  it('lets the owners and admins of a business post on its timeline', () => {
    signIn();
    const html = renderHtml(
      <TimelineSection timelineID={businessID} kind="business" ownerName="Acme Gears" />,
      {
        data: [
          [postKeys.timeline(businessID, me), timeline([], 'business', businessID)],
          [myBusinessesQuery.queryKey, [{ ...managed(1, 'admin'), businessID }]],
        ],
      },
    );
    expect(textOf(html)).toContain('Posting as Acme Gears');
  });

  it('shows Load more after a full page of 10', () => {
    const ten = Array.from({ length: 10 }, () => samplePost());
    const html = renderHtml(<TimelineSection timelineID={userID} kind="user" />, {
      data: [[postKeys.timeline(userID, 'visitor'), timeline(ten)]],
    });
    expect(textOf(html)).toContain('Load more');
  });

  it('the timeline page says when a timeline does not exist', () => {
    const html = renderHtml(<TimelinePage />, {
      path: '/timeline/not-an-id',
      pattern: '/timeline/:timelineID',
    });
    expect(textOf(html)).toContain('This timeline does not exist.');
  });
});
