import type { Database } from '@wbn/db';
import type { FollowSummary, ReactionResourceType, ReactionSummary } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CacheInvalidator } from '../../lib/cache-bus.ts';
import type { BusinessService, Viewer } from '../business/business.service.ts';
import { socialRepository as repo, type Actor } from './social.repository.ts';

/**
 * Whether a resource of a type exists. Businesses and products are known here; posts and comments
 * register theirs when their module arrives (`useResourceType`), until then they are 404.
 */
export type ResourceExists = (db: Database, id: string) => Promise<boolean>;

const labels: Record<ReactionResourceType, string> = {
  business: 'The business',
  product: 'The product',
  post: 'The post',
  comment: 'The comment',
};

export interface SocialServiceDeps {
  business: BusinessService;
  /** A business's like count is part of its cached profile; follows are not shown there. */
  invalidate: CacheInvalidator;
}

/**
 * Likes and follows. A user acts as themselves or, with a businessID, as a business they belong
 * to (owner, admin or member: checked first). Each actor counts once (see social.repository.ts).
 */
export function createSocialService(db: Database, deps: SocialServiceDeps) {
  const resolvers = new Map<ReactionResourceType, ResourceExists>([
    ['business', (d, id) => repo.businessExists(d, id)],
    ['product', (d, id) => repo.productExists(d, id)],
  ]);

  async function actorOf(viewer: Viewer, businessID: string | null | undefined): Promise<Actor> {
    if (!businessID) return { userID: viewer.userID, businessID: null };
    await deps.business.authorise(viewer, businessID, ['owner', 'admin', 'member']);
    return { userID: viewer.userID, businessID };
  }

  async function requireResource(type: ReactionResourceType, id: string): Promise<void> {
    const exists = resolvers.get(type);
    if (!exists || !(await exists(db, id))) throw AppError.notFound(labels[type]);
  }

  async function requireBusiness(id: string): Promise<void> {
    if (!(await repo.businessExists(db, id))) throw AppError.notFound('The business');
  }

  const likesChanged = (type: ReactionResourceType, resourceID: string, changed: boolean) => {
    if (changed && type === 'business') deps.invalidate({ kind: 'businessProfile', businessID: resourceID });
  };

  const summary = async (id: string): Promise<ReactionSummary> => ({
    resourceID: id,
    reactionCount: { like: await repo.likeCount(db, id) },
  });

  return {
    /** Lets a later module make its resources likeable (posts, comments). */
    useResourceType(type: ReactionResourceType, exists: ResourceExists) {
      resolvers.set(type, exists);
    },

    async react(viewer: Viewer, type: ReactionResourceType, resourceID: string, businessID?: string | null) {
      const actor = await actorOf(viewer, businessID);
      await requireResource(type, resourceID);
      likesChanged(type, resourceID, await repo.react(db, type, resourceID, actor));
      return { reacted: true, reactionCount: (await summary(resourceID)).reactionCount };
    },

    async unreact(
      viewer: Viewer,
      type: ReactionResourceType,
      resourceID: string,
      businessID?: string | null,
    ) {
      const actor = await actorOf(viewer, businessID);
      await requireResource(type, resourceID);
      likesChanged(type, resourceID, await repo.unreact(db, resourceID, actor));
      return { reacted: false, reactionCount: (await summary(resourceID)).reactionCount };
    },

    /** Public: the count of likes of any resource (404 for an id that is nothing known). */
    async summary(resourceID: string): Promise<ReactionSummary> {
      const known =
        (await repo.reactedResourceType(db, resourceID)) !== null ||
        (await Promise.all([...resolvers.values()].map((exists) => exists(db, resourceID)))).some(Boolean);
      if (!known) throw AppError.notFound('The resource');
      return summary(resourceID);
    },

    /** Has the viewer (or the business they act as) liked it? Visitors: never. */
    async check(viewer: Viewer | null, resourceID: string, businessID?: string | null) {
      if (!viewer) return { reactionType: null };
      const actor = await actorOf(viewer, businessID);
      return { reactionType: (await repo.reacted(db, resourceID, actor)) ? ('like' as const) : null };
    },

    async follow(viewer: Viewer, followedID: string, businessID?: string | null): Promise<FollowSummary> {
      const actor = await actorOf(viewer, businessID);
      await requireBusiness(followedID);
      if (actor.businessID === followedID) {
        throw AppError.badRequest('body.businessID', 'A business cannot follow itself');
      }
      await repo.follow(db, followedID, actor);
      return { followersCount: await repo.followersCount(db, followedID), session: { following: true } };
    },

    async unfollow(viewer: Viewer, followedID: string, businessID?: string | null): Promise<FollowSummary> {
      const actor = await actorOf(viewer, businessID);
      await requireBusiness(followedID);
      await repo.unfollow(db, followedID, actor);
      return { followersCount: await repo.followersCount(db, followedID), session: { following: false } };
    },

    async followSummary(
      viewer: Viewer | null,
      followedID: string,
      businessID?: string | null,
    ): Promise<FollowSummary> {
      await requireBusiness(followedID);
      const followersCount = await repo.followersCount(db, followedID);
      if (!viewer) return { followersCount, session: null };
      const actor = await actorOf(viewer, businessID);
      return { followersCount, session: { following: await repo.following(db, followedID, actor) } };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
