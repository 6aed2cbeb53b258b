import { Badge } from '@/components/ui/badge';
import { titleCaseEnum } from '@/shared/enums';

const VARIANT = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'destructive' } as const;

export function ReviewStatusBadge({ status }: { status: keyof typeof VARIANT }) {
  return <Badge variant={VARIANT[status]}>{titleCaseEnum(status)}</Badge>;
}
