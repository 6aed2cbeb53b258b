import { createFileRoute } from '@tanstack/react-router';
import { redirectAdminToBackOffice } from '@/features/auth/guards';
import { MainLayout } from '@/features/layout/components/main-layout';

export const Route = createFileRoute('/_main')({
  beforeLoad: () => redirectAdminToBackOffice(),
  component: MainLayout,
});
