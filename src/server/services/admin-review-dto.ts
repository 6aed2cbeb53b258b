import { z } from '@hono/zod-openapi';
import { REVIEW_STATUSES, STAYED_WITH } from '../../shared/enums';
import { REJECTION_REASONS } from '../../shared/moderation';
import { VERIFICATION_STATUSES } from '../../shared/tenancy-proof';
import { PossibleCopyDto } from './near-duplicates';
import { ImageDto } from './property-dto';
import { reviewRatingFields } from './review-dto';

/** A review as the back office sees it: any status, the author always named (admins may know). */
export const AdminReviewDto = z
  .object({
    id: z.string(),
    userId: z.string(),
    status: z.enum(REVIEW_STATUSES),
    title: z.string(),
    body: z.string(),
    isAnonymous: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    overallRating: z.number().int(),
    ...reviewRatingFields,
    stayedWith: z.enum(STAYED_WITH).nullable(),
    stayStartDate: z.string().nullable(),
    stayEndDate: z.string().nullable(),
    rejectionReason: z.enum(REJECTION_REASONS).nullable(),
    rejectionNote: z.string().nullable(),
    verification: z.enum(VERIFICATION_STATUSES),
    hasTenancyProof: z
      .boolean()
      .openapi({ description: 'A proof of tenancy waits: GET /admin/reviews/{id}/tenancy-proof' }),
    user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
    property: z.object({
      id: z.string(),
      slug: z.string(),
      apartmentName: z.string(),
      thumbnailUrl: z.string().nullable(),
    }),
    images: z.array(ImageDto),
    possibleCopies: z.array(PossibleCopyDto).openapi({
      description:
        'Reviews of the same property or by the same author whose text is near-identical to this one (copy-paste flag), closest first; empty when none.',
    }),
  })
  .openapi('AdminReview');
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;
