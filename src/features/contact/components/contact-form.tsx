import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { TextareaFormField, TextFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/form/submit-button';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, type ContactInput, contactSchema } from '@/shared/contact';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const form = useZodForm(contactSchema, EMPTY);
  const send = useSendContactMessage();
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await send.mutateAsync(values);
      toast.success(res.message || CONTACT_MESSAGES.sent, { duration: LIMITS.formToastMs });
      form.reset(EMPTY);
    } catch (error) {
      handleFormError(form, error, { fallback: MESSAGES.genericError });
    }
  });

  const text = (name: 'name' | 'email' | 'subject', label: string, type = 'text') => (
    <TextFormField
      control={form.control}
      name={name}
      label={label}
      type={type}
      maxLength={LIMITS.contactFieldMax}
      autoComplete={name === 'subject' ? 'off' : name}
    />
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        {text('name', 'Name')}
        {text('email', 'Email', 'email')}
        {text('subject', 'Subject')}
        <TextareaFormField
          control={form.control}
          name="message"
          label="Message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
        />
        <SubmitButton className="w-full sm:w-auto" pending={isSubmitting} pendingLabel="Sending...">
          Send Message
        </SubmitButton>
      </form>
    </Form>
  );
}
