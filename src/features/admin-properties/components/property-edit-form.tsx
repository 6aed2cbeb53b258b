import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { LIMITS } from '@/shared/limits';
import { adminEditPropertySchema } from '@/shared/properties';
import { useUpdateProperty } from '../api/update-property';
import { type AdminProperty, propertyFormValues, updatePropertyFormData } from '../property-form-data';
import { usePropertyPhotos } from '../use-property-photos';
import { PropertyFormFields } from './property-form-fields';
import { PropertyPhotosField } from './property-photos-field';

const NO_IMAGES: NonNullable<AdminProperty['images']> = [];

/**
 * Edit a property: sends only what changed, removes the stored images taken out and appends the new
 * ones. Save is enabled once something changed; success goes to the list.
 */
export function PropertyEditForm({ property }: { property: AdminProperty }) {
  const navigate = useNavigate();
  const update = useUpdateProperty();
  const photos = usePropertyPhotos(property.images ?? NO_IMAGES);
  const initial = useMemo(() => propertyFormValues(property), [property]);
  const form = useZodForm(adminEditPropertySchema, initial);
  const { isDirty, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: property.id,
        form: updatePropertyFormData(values, initial, photos.files, photos.removedIds),
      });
      toast.success(ADMIN_MESSAGES.propertyUpdated, { duration: LIMITS.formToastMs });
      await navigate({ to: '/admin/properties/list' });
    } catch (error) {
      handleFormError(form, error, { fallback: ADMIN_MESSAGES.propertyUpdateFailed });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <FormRootError message={errors.root?.message} />
        <PropertyFormFields optionalOnEdit />
        <PropertyPhotosField photos={photos} disabled={isSubmitting} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" asChild>
            <Link to="/admin/properties/list">Cancel</Link>
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel="Saving..." disabled={!isDirty && !photos.changed}>
            Save
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
