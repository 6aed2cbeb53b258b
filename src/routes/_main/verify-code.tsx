import { createFileRoute } from '@tanstack/react-router';
import { verifyCodeSearchSchema } from '@/shared/search-params';
import { VerifyCodePage } from '@/features/auth/components/verify-code-page';

export const Route = createFileRoute('/_main/verify-code')({
  // `from=forgot-password` switches to the reset flow (reset code → reset token).
  validateSearch: verifyCodeSearchSchema,
  component: VerifyCodeRoute,
});

function VerifyCodeRoute() {
  const { email, from } = Route.useSearch();
  return <VerifyCodePage email={email} from={from} />;
}
