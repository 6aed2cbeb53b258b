import { zodResolver } from '@hookform/resolvers/zod';
import { editReviewSchema, publishReviewSchema, reviewFormSchema } from '@/shared/review-form';

/**
 * The review forms' zod side, in a chunk of its own: the shared schemas (zod 39 KB gz with them) are
 * evaluated once the form is on screen, not before it can show (issue 22). Load it through
 * `loadReviewValidation` in review-form-values.ts.
 */
export const writeResolver = zodResolver(reviewFormSchema);
export const editResolver = zodResolver(editReviewSchema);
export { publishReviewSchema };
