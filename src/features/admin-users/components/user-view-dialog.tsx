import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { titleCaseEnum } from '@/shared/enums';
import type { AdminUser } from './users-columns';

export function UserViewDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Role', titleCaseEnum(user.role)],
    ['Status', user.isActive ? 'Active' : 'Inactive'],
    ['Verified', user.isVerified ? 'Yes' : 'No'],
    ['Phone', user.phone_number ?? '—'],
    ['Address', user.address ?? '—'],
    ['City', user.city ?? '—'],
    ['State / region', user.state_region ?? '—'],
    ['Country', user.country ?? '—'],
    ['Zip code', user.zipCode ?? '—'],
    ['Joined', formatDate(user.createdAt)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {user.firstName} {user.lastName}
          </DialogTitle>
          <DialogDescription>Account details</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
