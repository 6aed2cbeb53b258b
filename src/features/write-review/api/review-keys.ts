/**
 * Every review query's key starts with 'reviews' (property pages, my reviews, stats, one review):
 * a new or edited review can change any of them, so writes invalidate this prefix.
 */
export const allReviewsKey = ['reviews'] as const;
/** A review's property aggregates (rating, count) change when it is published or deleted. */
export const allPropertiesKey = ['properties'] as const;
