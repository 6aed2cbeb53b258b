import { z } from '@hono/zod-openapi';
import { getTableColumns } from 'drizzle-orm';
import { PROPERTY_TYPES } from '../../shared/enums';
import { type PropertyRow, properties } from '../db/schema';
import { ratingsDistribution } from './aggregates';

/** An uploaded image as the API shows it (property and review galleries alike). */
export const ImageDto = z
  .object({ id: z.string(), imageUrl: z.string(), thumbUrl: z.string().nullable() })
  .openapi('Image');
export type ImageDto = z.infer<typeof ImageDto>;

export const RatingShare = z
  .object({ stars: z.number().int(), percentage: z.number().int() })
  .openapi('RatingShare', { description: 'Share of APPROVED reviews with this many stars, in whole percent' });

export const PropertyDto = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    image: z.string().nullable().openapi({ description: 'Thumbnail URL, or null (show the default image)' }),
    propertyType: z.enum(PROPERTY_TYPES),
    apartmentName: z.string(),
    unitNumber: z.string().nullable(),
    towerOrBlock: z.string().nullable(),
    streetName: z.string(),
    pincode: z.string(),
    city: z.string().nullable(),
    state_region: z.string().nullable(),
    country: z.string(),
    ownerName: z.string().nullable(),
    agentName: z.string().nullable(),
    isActive: z.boolean(),
    overallRating: z.number().openapi({ description: 'Mean of APPROVED reviews, one decimal; 0 without reviews' }),
    reviewCount: z.number().int(),
    verifiedReviewCount: z
      .number()
      .int()
      .openapi({ description: 'APPROVED reviews whose tenancy an admin verified (issue 21)' }),
    ratingsDistribution: z.array(RatingShare).openapi({ description: '5 stars first, down to 1' }),
    images: z.array(ImageDto).optional().openapi({ description: 'Gallery, in order; on single-property answers' }),
    recent: z.object({ overallRating: z.number(), reviewCount: z.number().int() }).optional().openapi({
      description:
        'APPROVED reviews of the last 12 months (as of today, UTC): mean to one decimal (0 without reviews) and count; on single-property answers',
    }),
    createdAt: z.string(),
  })
  .openapi('Property');
export type PropertyDto = z.infer<typeof PropertyDto>;

export const SuggestionDto = z
  .object({ id: z.string(), name: z.string(), address: z.string(), type: z.enum(PROPERTY_TYPES) })
  .openapi('Suggestion');
export type SuggestionDto = z.infer<typeof SuggestionDto>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Columns of a property that no public answer shows. */
const HIDDEN_COLUMNS = ['normalizedName', 'ownerId', 'agentId', 'ratingSum', 'createdBy', 'updatedAt'] as const;
type PropertyDtoRow = Omit<PropertyRow, (typeof HIDDEN_COLUMNS)[number]>;

/**
 * The columns toPropertyDto reads, for the public reads to select: each column a row carries costs
 * its parsing, mapping and copying on every row of every page.
 */
export const propertyDtoColumns = Object.fromEntries(
  Object.entries(getTableColumns(properties)).filter(([key]) => !(HIDDEN_COLUMNS as readonly string[]).includes(key)),
) as Omit<ReturnType<typeof getTableColumns<typeof properties>>, (typeof HIDDEN_COLUMNS)[number]>;

/** A stored property row -> the public Property shape. Aggregates come from the stored columns. */
export function toPropertyDto(row: PropertyDtoRow, images?: ImageDto[], withRecent = false): PropertyDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    image: row.thumbnailUrl,
    propertyType: row.propertyType,
    apartmentName: row.apartmentName,
    unitNumber: row.unitNumber,
    towerOrBlock: row.towerOrBlock,
    streetName: row.streetName,
    pincode: row.pincode,
    city: row.city,
    state_region: row.stateRegion,
    country: row.country,
    ownerName: row.ownerName,
    agentName: row.agentName,
    isActive: row.isActive,
    overallRating: oneDecimal(row.overallRating),
    reviewCount: row.reviewCount,
    verifiedReviewCount: row.verifiedReviewCount,
    ratingsDistribution: ratingsDistribution(row),
    ...(images ? { images } : {}),
    ...(withRecent
      ? { recent: { overallRating: oneDecimal(row.recentRating), reviewCount: row.recentReviewCount } }
      : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
