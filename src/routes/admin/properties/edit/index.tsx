import { createFileRoute } from '@tanstack/react-router';
import { NoPropertySpecified } from '@/features/admin-properties/components/no-property-specified';

export const Route = createFileRoute('/admin/properties/edit/')({
  component: NoPropertySpecified,
});
