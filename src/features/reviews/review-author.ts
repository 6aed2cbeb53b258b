import type { PublicReview } from './types';

/** The reviewer's name, or 'Anonymous' when the review carries no author (anonymous reviews never do). */
export function reviewAuthorName(review: Pick<PublicReview, 'author'>): string {
  const author = review.author;
  if (!author) return 'Anonymous';
  return `${author.firstName} ${author.lastName}`.trim() || 'Anonymous';
}
