import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_NAV } from './admin-nav-items';

const SECTION_TEXT: Record<string, string> = {
  Profile: 'Your details and profile photo.',
  'Change password': 'Set a new password; other sessions end.',
  Properties: 'Create, edit and retire properties.',
  User: 'View, edit, activate or deactivate accounts.',
  Reviews: 'Approve or reject reviews, process anonymous ones and resolve reports.',
};

/** /admin: who is signed in and a way into every section of the back office. */
export function AdminHomePage() {
  useDocumentTitle('Back office');
  const user = useSession()?.user;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">
          Welcome, {user ? `${user.firstName} ${user.lastName}` : 'admin'}
        </h1>
        {user && <p className="mt-1 text-muted-foreground">Signed in as {user.email}</p>}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_NAV.map((section) => (
          <li key={section.label} className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold">
              <section.icon className="size-5 text-primary" aria-hidden="true" />
              {section.label}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{SECTION_TEXT[section.label]}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {(section.children ?? [{ label: `Open ${section.label.toLowerCase()}`, to: section.to! }]).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to as string}
                    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                  >
                    {link.label}
                    <ArrowRight className="size-3.5" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
