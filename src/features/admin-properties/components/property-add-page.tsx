import { useDocumentTitle } from '@/lib/use-document-title';
import { PropertyAddForm } from './property-add-form';

export function PropertyAddPage() {
  useDocumentTitle('Add property');
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Add property</h1>
      <PropertyAddForm />
    </div>
  );
}
