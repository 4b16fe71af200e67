import type { Database, Queryable } from '@wbn/db';
import type { FollowSummary, ReactionResourceType, ReactionSummary, Throttles } from '@wbn/contracts';
import { throttleNewAccount } from '../../lib/throttles.ts';
import { AppError } from '../../lib/app-error.ts';
import { everyone, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { socialRepository as repo, type Actor } from './social.repository.ts';

/**
 * Whether a resource of a type exists. Businesses and products are known here; posts and comments
 * are handed in by their module (`resourceTypes`), until then they are 404.
 */
export type ResourceExists = (db: Queryable, id: string) => Promise<boolean>;

const labels: Record<ReactionResourceType, string> = {
  business: 'The business',
  product: 'The product',
  post: 'The post',
  comment: 'The comment',
};

export interface SocialServiceDeps {
  business: BusinessService;
  /** Told of each new like and follow (after the write commits). */
  notifications?: Pick<NotificationsService, 'liked' | 'followed'>;
  resourceTypes?: Partial<Record<ReactionResourceType, ResourceExists>>;
  /** New accounts' hourly limit on follows (decision 0033). */
  throttles: Throttles;
}

/**
 * Likes and follows. A user acts as themselves or, with a businessID, as a business they belong
 * to (owner, admin or member: checked in the write's transaction). Each actor counts once (see
 * social.repository.ts).
 */
export function createSocialService(db: Database, deps: SocialServiceDeps) {
  const resolvers = new Map<ReactionResourceType, ResourceExists>([
    ['business', (d, id) => repo.businessExists(d, id)],
    ['product', (d, id) => repo.productExists(d, id)],
    ...(Object.entries(deps.resourceTypes ?? {}) as [ReactionResourceType, ResourceExists][]),
  ]);

  async function actorOf(
    viewer: Viewer,
    businessID: string | null | undefined,
    tx?: Queryable,
  ): Promise<Actor> {
    if (!businessID) return { userID: viewer.userID, businessID: null };
    await deps.business.authorise(viewer, businessID, everyone, tx);
    return { userID: viewer.userID, businessID };
  }

  async function requireResource(tx: Queryable, type: ReactionResourceType, id: string): Promise<void> {
    const exists = resolvers.get(type);
    if (!exists || !(await exists(tx, id))) throw AppError.notFound(labels[type]);
  }

  /**
   * A business does not like itself nor its own products (decision 0012): its like would be its
   * own applause, counted as if another company gave it. Checked in the like's transaction.
   */
  async function refuseSelfLike(tx: Queryable, type: ReactionResourceType, id: string, actor: Actor) {
    if (!actor.businessID) return;
    const own =
      (type === 'business' && id === actor.businessID) ||
      (type === 'product' && (await repo.productBusinessId(tx, id)) === actor.businessID);
    if (own) {
      throw AppError.badRequest(
        'body.businessID',
        type === 'business' ? 'A business cannot like itself' : 'A business cannot like its own products',
      );
    }
  }

  async function requireBusiness(tx: Queryable, id: string): Promise<void> {
    if (!(await repo.businessExists(tx, id))) throw AppError.notFound('The business');
  }

  const summary = async (id: string): Promise<ReactionSummary> => ({
    resourceID: id,
    reactionCount: { like: await repo.likeCount(db, id) },
  });

  return {
    async react(viewer: Viewer, type: ReactionResourceType, resourceID: string, businessID?: string | null) {
      const { actor, added } = await db.transaction(async (tx) => {
        const actor = await actorOf(viewer, businessID, tx);
        await requireResource(tx, type, resourceID);
        await refuseSelfLike(tx, type, resourceID, actor);
        return { actor, added: await repo.react(tx, type, resourceID, actor) };
      });
      if (added) await deps.notifications?.liked(actor, type, resourceID);
      return { reacted: true, reactionCount: (await summary(resourceID)).reactionCount };
    },

    async unreact(
      viewer: Viewer,
      type: ReactionResourceType,
      resourceID: string,
      businessID?: string | null,
    ) {
      await db.transaction(async (tx) => {
        const actor = await actorOf(viewer, businessID, tx);
        await requireResource(tx, type, resourceID);
        await repo.unreact(tx, resourceID, actor);
      });
      return { reacted: false, reactionCount: (await summary(resourceID)).reactionCount };
    },

    /** Public: the count of likes of any resource (404 for an id that is nothing known). */
    async summary(resourceID: string): Promise<ReactionSummary> {
      // A business or product the moderators hid still has its count: its members see its page.
      const known =
        (await repo.reactedResourceType(db, resourceID)) !== null ||
        (await repo.businessExists(db, resourceID, true)) ||
        (await repo.productExists(db, resourceID, true)) ||
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
      const { actor, added } = await db.transaction(async (tx) => {
        const actor = await actorOf(viewer, businessID, tx);
        await requireBusiness(tx, followedID);
        if (actor.businessID === followedID) {
          throw AppError.badRequest('body.businessID', 'A business cannot follow itself');
        }
        await throttleNewAccount(tx, deps.throttles, 'follows', viewer.userID);
        return { actor, added: await repo.follow(tx, followedID, actor) };
      });
      if (added) await deps.notifications?.followed(actor, followedID);
      return { followersCount: await repo.followersCount(db, followedID), session: { following: true } };
    },

    async unfollow(viewer: Viewer, followedID: string, businessID?: string | null): Promise<FollowSummary> {
      await db.transaction(async (tx) => {
        const actor = await actorOf(viewer, businessID, tx);
        await requireBusiness(tx, followedID);
        await repo.unfollow(tx, followedID, actor);
      });
      return { followersCount: await repo.followersCount(db, followedID), session: { following: false } };
    },

    async followSummary(
      viewer: Viewer | null,
      followedID: string,
      businessID?: string | null,
    ): Promise<FollowSummary> {
      // Hidden by the moderators, it keeps its count: its members still see its page.
      if (!(await repo.businessExists(db, followedID, true))) throw AppError.notFound('The business');
      const followersCount = await repo.followersCount(db, followedID);
      if (!viewer) return { followersCount, session: null };
      const actor = await actorOf(viewer, businessID);
      return { followersCount, session: { following: await repo.following(db, followedID, actor) } };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
