import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/shared/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{MESSAGES.notFoundPage}</h1>
      <Button asChild>
        <Link to="/">Go to home</Link>
      </Button>
    </div>
  );
}
