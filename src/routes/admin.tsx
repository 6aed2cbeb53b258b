import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { requireAdmin } from '@/features/auth/guards';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => {
    requireAdmin(location);
  },
  component: AdminLayout,
});
