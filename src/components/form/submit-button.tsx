import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A form's submit button: disabled while `pending` (or `disabled`), saying `pendingLabel` meanwhile. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className={className} disabled={disabled || pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
