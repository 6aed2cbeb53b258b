import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

/** Router-wide error state: the failure in plain words and a retry that refetches. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-4 text-center"
    >
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-lg font-medium">{errorMessage(error)}</p>
      <Button onClick={() => void router.invalidate()}>Try again</Button>
    </div>
  );
}
