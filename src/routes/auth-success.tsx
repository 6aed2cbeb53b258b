import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthSuccessPage } from '@/features/auth/components/auth-success-page';

export const Route = createFileRoute('/auth-success')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: AuthSuccessRoute,
});

function AuthSuccessRoute() {
  const { token } = Route.useSearch();
  return <AuthSuccessPage token={token} />;
}
