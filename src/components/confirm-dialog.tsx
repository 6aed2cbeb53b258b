import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { cn } from '@/lib/utils';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  /** Shown on the confirm button while pending (defaults to confirmLabel). */
  pendingLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside (not while pending). */
  onCancel: () => void;
}

/**
 * A yes/no question before an action. Confirm does not close the dialog by itself: the caller
 * closes it when the action is done (so it stays open, disabled, while the server answers).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending = false,
  pendingLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className={cn(destructive && 'bg-destructive text-white hover:bg-destructive/90')}
            onClick={(e) => {
              // Radix would close the dialog as if cancelled; the caller decides when it closes.
              e.preventDefault();
              onConfirm();
            }}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
