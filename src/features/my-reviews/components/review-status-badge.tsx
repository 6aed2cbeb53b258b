import { Badge } from '@/components/ui/badge';
import type { ReviewStatus } from '@/shared/enums';

const STATUS = {
  PENDING: { label: 'Pending', variant: 'warning' },
  APPROVED: { label: 'Approved', variant: 'success' },
  REJECTED: { label: 'Rejected', variant: 'destructive' },
} as const;

/** Pending amber, approved green, rejected red. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} data-status={status}>
      {label}
    </Badge>
  );
}
