import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES } from '@/shared/admin-text';

/** /admin/properties/edit without a slug: says so and returns to the list (admin-back-office.md, 2). */
export function NoPropertySpecified() {
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps it to one toast when an effect runs twice (StrictMode).
    toast.error(ADMIN_MESSAGES.noPropertySpecified, { id: 'no-property-specified' });
    void navigate({ to: '/admin/properties/list', replace: true });
  }, [navigate]);
  return <p role="alert">{ADMIN_MESSAGES.noPropertySpecified}</p>;
}
