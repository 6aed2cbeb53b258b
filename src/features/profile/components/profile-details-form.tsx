import type { ComponentProps } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { LabelledFormField } from '@/components/form/labelled-form-field';
import { TextFormField, TextareaFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { handleFormError } from '@/lib/form-errors';
import { LIMITS } from '@/shared/limits';
import type { ProfileDetails, ProfileDetailsInput } from '@/shared/profile';
import { DEFAULT_COUNTRY, PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from '@/shared/profile-text';
import type { ProfileVariant } from '../profile-variants';
import type { Profile } from '../types';
import { CountrySelect } from './country-select';

type Values = ProfileDetailsInput;

const toFormValues = (p: Profile): Values => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone_number: p.phone_number ?? '',
  address: p.address ?? '',
  country: p.country ?? DEFAULT_COUNTRY,
  state_region: p.state_region ?? '',
  city: p.city ?? '',
  zipCode: p.zipCode ?? '',
  about: p.about ?? '',
});

/** A digits-only input (phone, zip): anything else typed or pasted is dropped. */
function DigitsFormField({
  control,
  name,
  label,
  ...inputProps
}: { control: Control<Values>; name: FieldPath<Values>; label: string } & ComponentProps<'input'>) {
  return (
    <LabelledFormField control={control} name={name} label={label}>
      {(field) => (
        <Input
          {...inputProps}
          {...field}
          value={field.value ?? ''}
          inputMode="numeric"
          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </LabelledFormField>
  );
}

interface ProfileDetailsFormProps {
  profile: Profile;
  variant: ProfileVariant;
  save: (values: ProfileDetails) => Promise<{ message: string; profile: Profile }>;
  onSaved: (profile: Profile) => void;
}

/** Every profile detail with the shared rules; Save only when something changed, Cancel resets. */
export function ProfileDetailsForm({ profile, variant, save, onSaved }: ProfileDetailsFormProps) {
  const form = useZodForm(variant.schema, toFormValues(profile));
  const { isDirty, isSubmitting, touchedFields } = form.formState;
  const max = variant.maxLength;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await save(values);
      onSaved(res.profile);
      form.reset(toFormValues(res.profile));
      toast.success(res.message || M.detailsSaved, { duration: LIMITS.formToastMs });
    } catch (error) {
      handleFormError(form, error, { fallback: M.saveFailed });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="profile-details-heading">
        <FormRootError message={form.formState.errors.root?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextFormField
            control={form.control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            maxLength={max.firstName}
          />
          <TextFormField
            control={form.control}
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            maxLength={max.lastName}
          />
          <div className="space-y-2">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" type="email" value={profile.email} readOnly maxLength={max.email} />
          </div>
          <DigitsFormField
            control={form.control}
            name="phone_number"
            label="Phone Number"
            autoComplete="tel-national"
            maxLength={L.phoneMax}
          />
          <div className="sm:col-span-2">
            <TextFormField
              control={form.control}
              name="address"
              label="Address"
              autoComplete="street-address"
              maxLength={max.address}
            />
          </div>
          <LabelledFormField control={form.control} name="country" label="Country">
            {(field) => (
              <CountrySelect
                {...field}
                value={field.value ?? DEFAULT_COUNTRY}
                autoComplete="country-name"
                onChange={(e) => {
                  field.onChange(e.target.value);
                  // The phone's length rule depends on the country.
                  if (touchedFields.phone_number) void form.trigger('phone_number');
                }}
              />
            )}
          </LabelledFormField>
          <TextFormField
            control={form.control}
            name="state_region"
            label={variant.stateLabel}
            autoComplete="address-level1"
            maxLength={max.state}
          />
          <TextFormField
            control={form.control}
            name="city"
            label="City"
            autoComplete="address-level2"
            maxLength={max.city}
          />
          <DigitsFormField
            control={form.control}
            name="zipCode"
            label="Zip Code"
            autoComplete="postal-code"
            maxLength={L.zipLength}
          />
          <div className="sm:col-span-2">
            <TextareaFormField control={form.control} name="about" label="About" rows={4} maxLength={L.aboutMax} />
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => form.reset()} disabled={isSubmitting}>
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
