import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearPrivateCaches } from '@/features/pwa/private-caches';
import { sessionStore } from '@/lib/session';
import { logoutUser } from './api/logout-user';

/**
 * Sign-out: ends the session on the server (best effort, so it works offline too), forgets it and
 * every cached answer (memory and Cache Storage); renters go to /sign-in, admins to /admin-login.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const session = sessionStore.get();
    const wasAdmin = session?.user.role === 'ADMIN';
    if (session) void logoutUser(session.token);
    sessionStore.clear();
    queryClient.clear();
    void clearPrivateCaches();
    void navigate({ to: wasAdmin ? '/admin-login' : '/sign-in', replace: true });
  }, [navigate, queryClient]);
}
