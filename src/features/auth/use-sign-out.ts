import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearPrivateCaches } from '@/features/pwa/private-caches';
import { sessionStore } from '@/lib/session';

/** Sign-out: forget the session and every cached answer (memory and Cache Storage); renters go to /sign-in, admins to /admin-login. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const wasAdmin = sessionStore.get()?.user.role === 'ADMIN';
    sessionStore.clear();
    queryClient.clear();
    void clearPrivateCaches();
    void navigate({ to: wasAdmin ? '/admin-login' : '/sign-in', replace: true });
  }, [navigate, queryClient]);
}
