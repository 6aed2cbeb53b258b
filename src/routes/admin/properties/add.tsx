import { createFileRoute } from '@tanstack/react-router';
import { PropertyAddPage } from '@/features/admin-properties/components/property-add-page';

export const Route = createFileRoute('/admin/properties/add')({
  component: PropertyAddPage,
});
