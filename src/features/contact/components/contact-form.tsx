import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, type ContactInput, contactSchema } from '@/shared/contact';
import { LIMITS } from '@/shared/limits';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  // Errors show once a field is touched (spec), then update as the user types.
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const send = useSendContactMessage();
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (res) => {
        toast.success(res.message || CONTACT_MESSAGES.sent, { duration: LIMITS.formToastMs });
        form.reset(EMPTY);
      },
      onError: (error) => toast.error(errorMessage(error, CONTACT_MESSAGES.failed), { duration: LIMITS.formToastMs }),
    }),
  );
  const text = (name: 'name' | 'email' | 'subject', label: string, type = 'text') => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              maxLength={LIMITS.contactFieldMax}
              autoComplete={name === 'subject' ? 'off' : name}
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {text('name', 'Name')}
        {text('email', 'Email', 'email')}
        {text('subject', 'Subject')}
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </Form>
  );
}
