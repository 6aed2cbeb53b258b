import { createFileRoute } from '@tanstack/react-router';
import { clientConfigQueryOptions } from '@/features/auth/api/get-client-config';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { redirectSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/_main/sign-up')({
  beforeLoad: () => redirectSignedIn(),
  loader: ({ context }) => context.queryClient.ensureQueryData(clientConfigQueryOptions()).catch(() => undefined),
  component: SignUpPage,
});
