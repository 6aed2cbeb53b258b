import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '@/lib/session';
import type { Profile } from '../types';

/**
 * Keeps a saved profile: the screen's query gets the server's answer, and when it is the signed-in
 * user's own profile the session's user too, so the header avatar and name change at once.
 */
export function useStoreProfile(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(queryKey, profile);
      if (sessionStore.get()?.user.id === profile.id) {
        const { firstName, lastName, profileImageUrl } = profile;
        sessionStore.updateUser({ firstName, lastName, profileImageUrl });
      }
    },
    [queryClient, queryKey],
  );
}
