import type { PublicReview } from '@/features/reviews/types';

/** A public review as the API sends it; override what a test cares about. */
export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 'r1',
    status: 'APPROVED',
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    title: 'Quiet, clean and well kept',
    body: 'Short body.',
    overallRating: 4,
    isAnonymous: false,
    stayStartDate: '2023-01-01',
    stayEndDate: '2024-06-01',
    stayedWith: 'FAMILY',
    responsivenessRating: 4,
    depositFairnessRating: 4,
    agentHonestyRating: 4,
    agentHelpfulnessRating: 4,
    agentProfessionalismRating: 4,
    conditionOnMoveInRating: 4,
    cleanlinessRating: 4,
    privacyRating: 'YES',
    noiseLevel: 'QUIET',
    pestIssue: 'NONE',
    repairsDone: 'PROMPT_AND_EFFECTIVE',
    likesCount: 5,
    likedByUser: false,
    verifiedTenant: false,
    images: [],
    property: {
      id: 'p1',
      slug: 'marina-bay-suites',
      name: 'Marina Bay Suites',
      address: '3 Central Boulevard, Singapore, 018972',
      propertyType: 'HDB',
      image: null,
    },
    author: { firstName: 'Siti', lastName: 'Rahman', profileImageUrl: null },
    ...overrides,
  };
}

export const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `i${i}`,
    imageUrl: `/uploads/${i}.webp`,
    thumbUrl: `/uploads/${i}-t.webp`,
  }));
