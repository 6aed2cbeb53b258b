import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';

// The three states of a part of a page that loads on its own (a home section, a property's
// reviews, a route's pending screen), drawn the same way everywhere.

/** A spinner announced to screen readers, with its label shown beside it. */
export function LoadingState({
  label,
  className,
  iconClassName,
}: {
  label: string;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <div className={cn('flex items-center justify-center gap-3 py-10 text-muted-foreground', className)}>
      <Spinner label={label} iconClassName={iconClassName} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A failed load: the message (under a title when given) and, when it can, a way to try again. */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center">
      {title && <p className="font-medium text-destructive">{title}</p>}
      <p className={title ? 'text-sm text-muted-foreground' : 'text-destructive'}>{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
}: {
  icon?: LucideIcon;
  title: string;
  description?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden="true" />}
      <p className={description ? 'text-lg font-semibold' : 'text-muted-foreground'}>{title}</p>
      {description && <p className="text-muted-foreground">{description}</p>}
    </div>
  );
}

/**
 * Loading and error for a part that reads with useSuspenseQuery: the loading state while it
 * suspends, the error state with 'Try again' (which refetches) when it throws. The child draws the
 * data and its own empty state. `resetKey` clears an error when what is shown changes (the page).
 */
export function QuerySection({
  resetKey,
  loadingLabel,
  errorTitle,
  errorFallback,
  children,
}: {
  resetKey: string;
  loadingLabel: string;
  errorTitle?: string;
  /** The message when the failure carries none of its own. */
  errorFallback?: string;
  children: ReactNode;
}) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      errorComponent={({ error, reset }) => (
        <ErrorState
          title={errorTitle}
          message={errorMessage(error, errorFallback)}
          onRetry={() => {
            resetQueries();
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingState label={loadingLabel} className="py-12" />}>{children}</Suspense>
    </CatchBoundary>
  );
}
