import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { TextFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { handleFormError } from '@/lib/form-errors';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { ADMIN_USER_LIMITS, adminUpdateUserSchema } from '@/shared/admin-users';
import { LIMITS } from '@/shared/limits';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from './users-columns';

/** The verified flag and profile fields; the email is shown read-only. Save only when something changed. */
export function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateUser();
  const form = useZodForm(adminUpdateUserSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    isVerified: user.isVerified,
    phone_number: user.phone_number ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state_region: user.state_region ?? '',
    country: user.country ?? '',
    zipCode: user.zipCode ?? '',
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.id, values });
      toast.success(ADMIN_MESSAGES.userUpdated, { duration: LIMITS.formToastMs });
      onDone();
    } catch (error) {
      handleFormError(form, error, { fallback: ADMIN_MESSAGES.userUpdateFailed });
    }
  });

  const L = ADMIN_USER_LIMITS;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormRootError message={errors.root?.message} />
        <div className="space-y-2">
          <Label htmlFor="user-edit-email">Email</Label>
          <Input id="user-edit-email" value={user.email} readOnly disabled />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextFormField control={form.control} name="firstName" label="First name" maxLength={L.firstNameMax} />
          <TextFormField control={form.control} name="lastName" label="Last name" maxLength={L.lastNameMax} />
          <TextFormField
            control={form.control}
            name="phone_number"
            label="Phone number"
            inputMode="numeric"
            maxLength={L.phoneNumberMax}
          />
          <TextFormField control={form.control} name="city" label="City" maxLength={L.cityMax} />
          <TextFormField control={form.control} name="state_region" label="State" maxLength={L.stateMax} />
          <TextFormField control={form.control} name="zipCode" label="Zip code" maxLength={L.zipCodeMax} />
          <TextFormField control={form.control} name="country" label="Country" maxLength={L.countryMax} />
          <TextFormField control={form.control} name="address" label="Address" maxLength={L.addressMax} />
        </div>
        <Controller
          control={form.control}
          name="isVerified"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="user-edit-verified"
                checked={!!field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor="user-edit-verified">Verified</Label>
            </div>
          )}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
