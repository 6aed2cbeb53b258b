import { createFileRoute } from '@tanstack/react-router';
import { authSuccessSearchSchema } from '@/shared/search-params';
import { AuthSuccessPage } from '@/features/auth/components/auth-success-page';

export const Route = createFileRoute('/auth-success')({
  validateSearch: authSuccessSearchSchema,
  component: AuthSuccessRoute,
});

function AuthSuccessRoute() {
  const { code } = Route.useSearch();
  return <AuthSuccessPage code={code} />;
}
