import type { QueryClient } from '@tanstack/react-query';

/**
 * The public side's cached property answers (details, listings, suggestions, review lists that name
 * properties) are stale after an admin change; they share these key prefixes with the properties and
 * reviews features, which this feature may not import.
 */
export const invalidatePublicProperties = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
    queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  ]);
