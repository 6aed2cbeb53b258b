import { Link } from '@tanstack/react-router';
import { House } from 'lucide-react';

export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary" aria-label="HomeTruths home">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <House className="size-5" aria-hidden="true" />
      </span>
      <span>HomeTruths</span>
    </Link>
  );
}
