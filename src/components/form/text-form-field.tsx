import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type FormFieldBaseProps, LabelledFormField } from './labelled-form-field';

/** What the caller may set on the control; value, name and handlers come from the form. */
type ControlProps<E extends 'input' | 'textarea'> = Omit<
  ComponentProps<E>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'children'
>;

/** A labelled one-line text input (type, autoComplete, maxLength... go to the input). */
export function TextFormField<T extends FieldValues>({
  control,
  name,
  label,
  labelAside,
  description,
  ...inputProps
}: FormFieldBaseProps<T> & ControlProps<'input'>) {
  return (
    <LabelledFormField control={control} name={name} label={label} labelAside={labelAside} description={description}>
      {(field) => <Input {...inputProps} {...field} value={field.value ?? ''} />}
    </LabelledFormField>
  );
}

/** A labelled multi-line text field (rows, maxLength... go to the textarea). */
export function TextareaFormField<T extends FieldValues>({
  control,
  name,
  label,
  labelAside,
  description,
  ...textareaProps
}: FormFieldBaseProps<T> & ControlProps<'textarea'>) {
  return (
    <LabelledFormField control={control} name={name} label={label} labelAside={labelAside} description={description}>
      {(field) => <Textarea {...textareaProps} {...field} value={field.value ?? ''} />}
    </LabelledFormField>
  );
}
