import { z } from '@hono/zod-openapi';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { reviewReports, reviews } from '../db/schema';

export const AdminOverviewCountsDto = z
  .object({
    pendingReviews: z.number().int().openapi({ description: 'Reviews waiting for moderation (PENDING)' }),
    openReports: z.number().int().openapi({ description: 'Reports not yet resolved (PENDING)' }),
  })
  .openapi('AdminOverviewCounts');
export type AdminOverviewCountsDto = z.infer<typeof AdminOverviewCountsDto>;

/**
 * The sidebar's badges. Each count reads only the PENDING slice of an index
 * (`reviews_status_created_idx`, the partial `review_reports_open_unique`), so its cost grows with
 * the moderation queue, not with the millions of reviews already decided.
 */
export async function countOpenModeration(db: DbOrTx): Promise<AdminOverviewCountsDto> {
  const [[pending], [open]] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'PENDING')),
    db.select({ n: count() }).from(reviewReports).where(eq(reviewReports.status, 'PENDING')),
  ]);
  return { pendingReviews: pending?.n ?? 0, openReports: open?.n ?? 0 };
}
