import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { UserEditForm } from './user-edit-form';
import type { AdminUser } from './users-columns';

export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>The email address cannot be changed.</DialogDescription>
        </DialogHeader>
        <UserEditForm user={user} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
