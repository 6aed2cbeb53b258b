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

/** The columns an admin review is read with (admin-reviews.ts), before its images and copies. */
export type AdminReviewRow = Omit<AdminReviewDto, 'createdAt' | 'updatedAt' | 'images' | 'possibleCopies'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** Row -> AdminReview, field by field (a rest/spread copy of the row takes V8's slow path: decision 029). */
export function toAdminReviewDto(
  row: AdminReviewRow,
  images: AdminReviewDto['images'],
  possibleCopies: AdminReviewDto['possibleCopies'],
): AdminReviewDto {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    title: row.title,
    body: row.body,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    overallRating: row.overallRating,
    responsivenessRating: row.responsivenessRating,
    depositFairnessRating: row.depositFairnessRating,
    agentHonestyRating: row.agentHonestyRating,
    agentHelpfulnessRating: row.agentHelpfulnessRating,
    agentProfessionalismRating: row.agentProfessionalismRating,
    conditionOnMoveInRating: row.conditionOnMoveInRating,
    cleanlinessRating: row.cleanlinessRating,
    privacyRating: row.privacyRating,
    noiseLevel: row.noiseLevel,
    pestIssue: row.pestIssue,
    repairsDone: row.repairsDone,
    stayedWith: row.stayedWith,
    stayStartDate: row.stayStartDate,
    stayEndDate: row.stayEndDate,
    rejectionReason: row.rejectionReason,
    rejectionNote: row.rejectionNote,
    verification: row.verification,
    hasTenancyProof: row.hasTenancyProof,
    user: row.user,
    property: row.property,
    images,
    possibleCopies,
  };
}
