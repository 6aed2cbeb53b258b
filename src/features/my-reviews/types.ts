import type { paths } from '@/api-types';

type MyReviewsBody = paths['/api/v1/reviews/my-reviews']['get']['responses'][200]['content']['application/json'];
/** One of the renter's own reviews, as GET /reviews/my-reviews returns it. */
export type MyReview = MyReviewsBody['data']['reviews'][number];
