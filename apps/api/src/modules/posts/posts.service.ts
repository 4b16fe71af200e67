import {
  boostLimits,
  moderationMessages,
  postLimits,
  type NewsfeedResponse,
  type Post,
  type Throttles,
  type TimelineResponse,
  type makePostSchema,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { PromotionService } from '../promotion/promotion.service.ts';
import { decodeCursor, encodeCursor } from './posts.cursor.ts';
import { toPost } from './posts.mapper.ts';
import { throttleNewAccount } from '../../lib/throttles.ts';
import { postsRepository as repo } from './posts.repository.ts';

export interface PostsServiceDeps {
  business: BusinessService;
  files: FilesService;
  /** Which boosted posts a page of a newsfeed shows (decision 0022). */
  promotion: Pick<PromotionService, 'sponsorPosts'>;
  /** New accounts' hourly limit (decision 0033). */
  throttles: Throttles;
}

type MakePost = z.output<typeof makePostSchema>;

/**
 * Posts, timelines and the newsfeed (decision 0008). A user posts on their own timeline, or as a
 * business they own or administer on that business's timeline; the author, or an owner or admin
 * of that business, may remove it.
 */
export function createPostsService(
  db: Database,
  { business, files, promotion, throttles }: PostsServiceDeps,
) {
  async function card(postID: string, viewer: Viewer | null, conn: Queryable = db): Promise<Post> {
    const row = await repo.card(conn, postID, viewer?.userID ?? null);
    if (!row) {
      if (await repo.hidden(conn, postID)) throw new AppError('Gone', moderationMessages.hidden);
      throw AppError.notFound('The post');
    }
    return toPost(row, viewer !== null);
  }

  /** The timeline a post goes on, checked against who posts it. */
  function timelineOf(viewer: Viewer, body: MakePost) {
    if (body.businessID) {
      if (body.timelineType !== 'business' || body.timelineID !== body.businessID) {
        throw AppError.badRequest(
          'body.timelineID',
          "A business posts on its own timeline: the business's id",
        );
      }
      return { timelineType: 'business' as const, timelineId: body.businessID };
    }
    if (body.timelineType !== 'user' || body.timelineID !== viewer.userID) {
      throw AppError.badRequest('body.timelineID', 'You post on your own timeline: your user id');
    }
    return { timelineType: 'user' as const, timelineId: viewer.userID };
  }

  /**
   * A feed page with the boosted posts of the viewer's industry put after its 2nd and 7th posts
   * (as many as the page reaches), each marked sponsored; a page without posts gets none.
   */
  async function withSponsored(viewer: Viewer, page: Post[]): Promise<Post[]> {
    const slots = boostLimits.feedSlots.filter((after) => after <= page.length);
    const chosen = await promotion.sponsorPosts(
      viewer.userID,
      page.map((p) => p.postID),
      slots.length,
    );
    if (chosen.length === 0) return page;
    const byId = new Map(
      (
        await repo.cards(
          db,
          chosen.map((c) => c.targetId),
          viewer.userID,
        )
      ).map((r) => [r.postId, r]),
    );
    const out = [...page];
    // From the last slot back, so the earlier slots keep their places.
    for (let i = chosen.length - 1; i >= 0; i--) {
      const row = byId.get(chosen[i]!.targetId);
      if (row) out.splice(slots[i]!, 0, { ...toPost(row, true), sponsored: { boostID: chosen[i]!.boostId } });
    }
    return out;
  }

  return {
    /** POST /api/social/posts/make-post: the new post, as its card shows it. */
    async make(viewer: Viewer, body: MakePost): Promise<Post> {
      const timeline = timelineOf(viewer, body);
      const businessID = body.businessID ?? null;
      const postID = await db.transaction(async (tx) => {
        if (businessID) await business.authorise(viewer, businessID, managers, tx);
        await throttleNewAccount(tx, throttles, 'posts', viewer.userID);
        let pictureUrl: string | null = null;
        if (body.picture) {
          try {
            pictureUrl = (
              await files.attach(
                { token: body.picture, userID: viewer.userID, purposes: ['postImage'], businessID },
                tx,
              )
            ).url;
          } catch (err) {
            if (err instanceof AppError && err.errors?.some((e) => e.path === 'token')) {
              throw AppError.badRequest('body.picture', err.message);
            }
            throw err;
          }
        }
        return repo.insert(tx, {
          authorUserId: viewer.userID,
          businessId: businessID,
          ...timeline,
          content: body.content,
          pictureUrl,
          ...(body.language ? { language: body.language } : {}),
        });
      });
      return card(postID, viewer);
    },

    /** GET /api/social/posts/{postID}: public; a removed post is a 404. */
    get: (postID: string, viewer: Viewer | null) => card(postID, viewer),

    /** DELETE /api/social/posts/remove-post: the author, or an owner or admin of its business. */
    async remove(viewer: Viewer, postID: string): Promise<void> {
      await db.transaction(async (tx) => {
        const post = await repo.forRemoval(tx, postID);
        if (!post) throw AppError.notFound('The post');
        if (post.authorUserId !== viewer.userID) {
          const businesses = [post.businessId, post.timelineType === 'business' ? post.timelineId : null];
          let allowed = false;
          for (const id of new Set(businesses.filter((b): b is string => b !== null))) {
            const access = await business.accessOf(id, viewer).catch(() => null);
            if (access === 'owner' || access === 'admin') allowed = true;
          }
          if (!allowed) {
            throw AppError.forbidden(
              'Only its author, or an owner or admin of its business, may remove a post',
            );
          }
        }
        await repo.softDelete(tx, postID);
      });
    },

    /** GET /api/newsfeed/load: the viewer's feed, a page at a time by `nextID`. */
    async newsfeed(viewer: Viewer, nextID: string | undefined): Promise<NewsfeedResponse> {
      const cursor = nextID ? decodeCursor(nextID) : null;
      const size = postLimits.newsfeedPageSize;
      const rows = await repo.newsfeed(db, viewer.userID, cursor, size);
      const last = rows.at(-1);
      const suggestions =
        rows.length === 0 && !cursor
          ? await business.suggestionsFor(viewer.userID, postLimits.suggestionsMax)
          : [];
      return {
        posts: await withSponsored(
          viewer,
          rows.map((r) => toPost(r, true)),
        ),
        nextID:
          rows.length === size && last
            ? encodeCursor({ createdAt: last.createdAtExact, postId: last.postId })
            : null,
        suggestions,
      };
    },

    /** GET /api/timeline/load/{id}: a user's or a business's timeline, public. */
    async timeline(id: string, skip: number, size: number, viewer: Viewer | null): Promise<TimelineResponse> {
      const type = await repo.timelineTypeOf(db, id);
      if (!type) throw AppError.notFound('The timeline');
      const rows = await repo.timeline(db, type, id, skip, size, viewer?.userID ?? null);
      return { timelineID: id, timelineType: type, posts: rows.map((r) => toPost(r, viewer !== null)) };
    },

    /** Whether a post exists (likes and comments on it). */
    exists: (conn: Queryable, postID: string) => repo.exists(conn, postID),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
