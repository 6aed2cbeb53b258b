import { LoadingState } from './section-states';

/** Router-wide pending state: shown while a route's loader runs longer than a moment. */
export function PagePending({ label = 'Loading...' }: { label?: string }) {
  return <LoadingState label={label} className="min-h-[40vh]" iconClassName="size-6" />;
}
