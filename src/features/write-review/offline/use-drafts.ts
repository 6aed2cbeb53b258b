import type { DraftState } from '@/lib/offline-db';
import { useSession } from '@/lib/session';
import { parseDraftValues } from './draft-values';
import { useOfflineLiveQuery } from './use-offline-live-query';

/** No database in this browser yet: no drafts, and nothing loaded or created for reading none. */
const NO_DRAFTS: DraftSummary[] = [];

/** A draft or queued review as the lists show it (/write-review's 'resume or discard', /my-review). */
export interface DraftSummary {
  id: string;
  state: DraftState;
  title: string;
  apartmentName: string;
  propertySlug?: string;
  propertyId?: string;
  updatedAt: number;
  photoCount: number;
  /** Outbox details while queued. */
  attempts?: number;
  lastError?: string;
  nextAttemptAt?: number;
  waitingForSignIn?: boolean;
  serverMessage?: string;
  publishedReviewId?: string;
}

export interface UseDraftsOptions {
  /** Only drafts started from this property's page. */
  propertySlug?: string;
  /** Published drafts are hidden unless asked for (the server lists those reviews). */
  includePublished?: boolean;
}

/**
 * This device's drafts and queued reviews of the signed-in renter (and those written signed out),
 * newest first; undefined while loading. Live: it follows autosaves and the outbox.
 */
export function useDrafts(options: UseDraftsOptions = {}): DraftSummary[] | undefined {
  const userId = useSession()?.user.id;
  const { propertySlug, includePublished = false } = options;
  return useOfflineLiveQuery(
    async (store) => {
      const db = store.offlineDb();
      const rows = (await db.drafts.orderBy('updatedAt').reverse().toArray()).filter(
        (d) =>
          (!d.userId || d.userId === userId) &&
          (includePublished || d.state !== 'published') &&
          (!propertySlug || d.propertySlug === propertySlug),
      );
      return Promise.all(
        rows.map(async (d): Promise<DraftSummary> => {
          const values = parseDraftValues(d.values);
          const queued = await db.outbox.get(d.id);
          return {
            id: d.id,
            state: d.state,
            title: typeof values.title === 'string' ? values.title : '',
            apartmentName: typeof values.apartmentName === 'string' ? values.apartmentName : '',
            ...(d.propertySlug ? { propertySlug: d.propertySlug } : {}),
            ...(d.propertyId ? { propertyId: d.propertyId } : {}),
            updatedAt: d.updatedAt,
            photoCount: await db.draftPhotos.where('draftId').equals(d.id).count(),
            ...(queued
              ? {
                  attempts: queued.attempts,
                  nextAttemptAt: queued.nextAttemptAt,
                  waitingForSignIn: Boolean(queued.waitingForSignIn),
                  ...(queued.lastError ? { lastError: queued.lastError } : {}),
                }
              : {}),
            ...(d.serverMessage ? { serverMessage: d.serverMessage } : {}),
            ...(d.publishedReviewId ? { publishedReviewId: d.publishedReviewId } : {}),
          };
        }),
      );
    },
    [userId, propertySlug, includePublished],
    NO_DRAFTS,
  );
}
