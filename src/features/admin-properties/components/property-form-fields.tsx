import { useFormContext } from 'react-hook-form';
import { LabelledFormField } from '@/components/form/labelled-form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { CountrySelect } from '@/features/profile/components/country-select';
import { cn } from '@/lib/utils';
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '@/shared/enums';
import { DEFAULT_COUNTRY } from '@/shared/profile-text';
import { PROPERTY_LIMITS as L } from '@/shared/properties-text';
import type { PropertyFormValues } from '../property-form-data';

const selectClass = cn(
  'flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
);

/**
 * The property's fields, shared by the add and edit forms (each provides the form through <Form>).
 * `optionalOnEdit` marks the fields the edit form may leave blank.
 */
export function PropertyFormFields({ optionalOnEdit = false }: { optionalOnEdit?: boolean }) {
  const { control } = useFormContext<PropertyFormValues>();
  const optional = (label: string) => `${label} (optional)`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledFormField control={control} name="propertyType" label="Property type">
        {(field) => (
          <select {...field} className={selectClass}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROPERTY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </LabelledFormField>
      <TextFormField
        control={control}
        name="apartmentName"
        label={optionalOnEdit ? optional('Apartment name') : 'Apartment name'}
        maxLength={L.apartmentNameMax}
        description={optionalOnEdit ? 'Leave blank to keep the current name.' : undefined}
      />
      <TextFormField control={control} name="streetName" label="Street name" maxLength={L.streetNameMax} />
      <TextFormField control={control} name="unitNumber" label={optional('Unit number')} maxLength={L.unitNumberMax} />
      <TextFormField
        control={control}
        name="towerOrBlock"
        label={optional('Tower / block')}
        maxLength={L.towerOrBlockMax}
      />
      <TextFormField control={control} name="pincode" label="Pincode" inputMode="numeric" maxLength={6} />
      <TextFormField control={control} name="city" label="City" maxLength={L.cityMax} />
      <TextFormField control={control} name="state_region" label="State / region" maxLength={L.stateRegionMax} />
      <LabelledFormField control={control} name="country" label="Country">
        {(field) => <CountrySelect {...field} value={field.value || DEFAULT_COUNTRY} />}
      </LabelledFormField>
      <TextFormField
        control={control}
        name="ownerName"
        label={optionalOnEdit ? optional('Owner name') : 'Owner name'}
        maxLength={L.ownerNameMax}
      />
      <TextFormField control={control} name="ownerId" label={optional('Owner ID')} maxLength={L.ownerIdMax} />
    </div>
  );
}
