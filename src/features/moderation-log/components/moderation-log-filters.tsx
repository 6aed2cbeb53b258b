import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MODERATION_ACTIONS, MODERATION_ACTION_LABELS, type ModerationAction } from '@/shared/moderation';
import { type LogSearch, moderationAdminsQueryOptions } from '../api/get-moderation-log';

export type LogFilters = Pick<LogSearch, 'adminId' | 'action' | 'from' | 'to'>;

const selectClass =
  'h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none';

/** Admin, action and date range; every change goes to the URL (page 1). */
export function ModerationLogFilters({
  filters,
  onChange,
}: {
  filters: LogFilters;
  onChange: (next: Partial<LogFilters>) => void;
}) {
  const id = useId();
  const admins = useQuery(moderationAdminsQueryOptions());
  const active = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-admin`}>Admin</Label>
        <select
          id={`${id}-admin`}
          className={selectClass}
          value={filters.adminId ?? ''}
          onChange={(e) => onChange({ adminId: e.target.value || undefined })}
        >
          <option value="">All admins</option>
          {admins.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <select
          id={`${id}-action`}
          className={selectClass}
          value={filters.action ?? ''}
          onChange={(e) => onChange({ action: (e.target.value || undefined) as ModerationAction | undefined })}
        >
          <option value="">All actions</option>
          {MODERATION_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {MODERATION_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <input
          id={`${id}-from`}
          type="date"
          className={selectClass}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>To</Label>
        <input
          id={`${id}-to`}
          type="date"
          className={selectClass}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
      {active && (
        <Button
          variant="ghost"
          onClick={() => onChange({ adminId: undefined, action: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
