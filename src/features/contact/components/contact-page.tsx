import { Clock, Mail, MapPin } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SUPPORT_EMAIL } from '@/shared/contact';
import { ContactForm } from './contact-form';

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Contact us</h1>
      <p className="mt-2 text-muted-foreground">
        Questions, feedback, or a review you believe is inaccurate or harmful? Tell us and we will look into it.
      </p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-label="Contact form" className="rounded-xl border p-6 shadow-sm">
          <ContactForm />
        </section>
        <aside aria-label="Contact information" className="space-y-5 rounded-xl bg-muted/50 p-6 text-sm">
          <p className="flex gap-3">
            <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p className="flex gap-3">
            <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>Singapore and India</span>
          </p>
          <p className="flex gap-3">
            <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>We reply within 24 hours.</span>
          </p>
        </aside>
      </div>
    </div>
  );
}
