import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyCodePage } from '@/features/auth/components/verify-code-page';

const searchSchema = z.object({
  email: z.string().optional().catch(undefined),
  /** 'forgot-password' switches to the reset flow (reset code → reset token). */
  from: z.enum(['forgot-password']).optional().catch(undefined),
});

export const Route = createFileRoute('/_main/verify-code')({
  validateSearch: searchSchema,
  component: VerifyCodeRoute,
});

function VerifyCodeRoute() {
  const { email, from } = Route.useSearch();
  return <VerifyCodePage email={email} from={from} />;
}
