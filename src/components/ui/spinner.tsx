import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { cn } from '@/lib/utils';

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Accessible text announced to screen readers. */
  label?: string;
  /** Extra classes for the spinning icon (e.g. size). */
  iconClassName?: string;
};

function Spinner({ className, label = 'Loading', iconClassName, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={cn('size-4 animate-spin text-muted-foreground', iconClassName)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
export type { SpinnerProps };
