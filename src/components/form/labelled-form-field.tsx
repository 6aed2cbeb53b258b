import type { ReactElement, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

export interface FormFieldBaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown at the end of the label's line (sign-in's 'Forgot Password?' link). */
  labelAside?: ReactNode;
  /** A hint under the control, linked to it by aria-describedby. */
  description?: ReactNode;
}

/**
 * The frame every kit field shares: label (and its aside), the control, a hint and the field's
 * message, all wired for screen readers by the shadcn Form components. `children` draws the control.
 */
export function LabelledFormField<T extends FieldValues>({
  control,
  name,
  label,
  labelAside,
  description,
  children,
}: FormFieldBaseProps<T> & { children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactElement }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {labelAside ? (
            <div className="flex items-center justify-between">
              <FormLabel>{label}</FormLabel>
              {labelAside}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl>{children(field)}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
