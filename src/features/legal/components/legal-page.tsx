import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A long-form policy page: title, last-updated date and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>
      <p className="mt-6 leading-7">{intro}</p>
      {sections.map((s, i) => (
        <section key={s.heading} className="mt-8" aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`} className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-7 text-foreground/90">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
