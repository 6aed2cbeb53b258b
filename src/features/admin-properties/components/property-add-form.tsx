import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { LIMITS } from '@/shared/limits';
import { adminAddPropertySchema } from '@/shared/properties';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';
import { useCreateProperty } from '../api/create-property';
import { EMPTY_PROPERTY_FORM, createPropertyFormData } from '../property-form-data';
import { usePropertyPhotos } from '../use-property-photos';
import { PropertyFormFields } from './property-form-fields';
import { PropertyPhotosField } from './property-photos-field';

/** Add a property: its fields (empty ones are not sent) and its images. Success goes to the list. */
export function PropertyAddForm() {
  const navigate = useNavigate();
  const create = useCreateProperty();
  const photos = usePropertyPhotos();
  const form = useZodForm(adminAddPropertySchema, EMPTY_PROPERTY_FORM);
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await create.mutateAsync(createPropertyFormData(values, photos.files));
      toast.success(res.message || PROPERTY_MESSAGES.created, { duration: LIMITS.formToastMs });
      await navigate({ to: '/admin/properties/list' });
    } catch (error) {
      handleFormError(form, error, { fallback: PROPERTY_MESSAGES.createFailed });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <FormRootError message={errors.root?.message} />
        <PropertyFormFields />
        <PropertyPhotosField photos={photos} disabled={isSubmitting} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" asChild>
            <Link to="/admin/properties/list">Cancel</Link>
          </Button>
          <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
            Add property
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
