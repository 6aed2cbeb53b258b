import { createFileRoute } from '@tanstack/react-router';
import { AdminChangePasswordPage } from '@/features/admin/components/admin-change-password-page';

export const Route = createFileRoute('/admin/change-password')({ component: AdminChangePasswordPage });
