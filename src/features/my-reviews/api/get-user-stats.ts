import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const userStatsKey = ['reviews', 'stats'] as const;

/** Likes received and reviews by status, for the profile card. */
export const userStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userStatsKey, userId],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/reviews/user/{userId}/stats', { params: { path: { userId } }, signal }))).data,
  });
