import { createFileRoute, redirect } from '@tanstack/react-router';
import { MainLayout } from '@/features/layout/components/main-layout';
import { sessionStore } from '@/lib/session';

export const Route = createFileRoute('/_main')({
  beforeLoad: () => {
    // An admin belongs in the back office, not the renter layout.
    if (sessionStore.get()?.user.role === 'ADMIN') throw redirect({ to: '/admin' as string });
  },
  component: MainLayout,
});
