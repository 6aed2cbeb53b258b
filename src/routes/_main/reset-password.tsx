import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export const Route = createFileRoute('/_main/reset-password')({ component: ResetPasswordPage });
