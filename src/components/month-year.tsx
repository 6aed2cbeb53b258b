import { formatMonthYear } from '@/lib/format';
import { useDisplayZone } from '@/lib/use-hydrated';

/** 'Mar 2025': a moment's month in the visitor's time zone (UTC until the server's page is hydrated). */
export function MonthYear({ value, className }: { value: string; className?: string }) {
  const zone = useDisplayZone();
  return <span className={className}>{formatMonthYear(value, '', zone)}</span>;
}
