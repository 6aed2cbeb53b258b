import { Spinner } from '@/components/ui/spinner';

/** Router-wide pending state: shown while a route's loader runs longer than a moment. */
export function PagePending({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={label} iconClassName="size-6" />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
