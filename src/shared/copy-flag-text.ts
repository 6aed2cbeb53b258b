/**
 * Texts of the copy-paste flag (issue 21, docs/decisions/014) in the admin reviews list and the
 * review dialog. Authors never see any of them.
 */
export const COPY_FLAG_MESSAGES = {
  badge: 'Possible copy',
  heading: 'Possible copy',
  description: 'This review is near-identical to another review of the same property or by the same author.',
  thisReview: 'This review',
  matchedReview: 'Matched review',
  similarity: (fraction: number) => `${Math.round(fraction * 100)}% similar`,
  sameProperty: 'same property',
  sameAuthor: 'same author',
} as const;
