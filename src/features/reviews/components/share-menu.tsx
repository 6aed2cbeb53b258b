import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { shareLinks } from '../share-links';

/** 'Share' dropdown: Facebook, X, LinkedIn and WhatsApp, each in a new tab. */
export function ShareMenu({ slug, address }: { slug: string; address: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" onClick={(e) => e.stopPropagation()}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
        <DropdownMenuLabel>Share this review</DropdownMenuLabel>
        <ShareLinkItems slug={slug} address={address} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The menu's links, rendered only once it opens (in the browser: the page's own origin). */
function ShareLinkItems({ slug, address }: { slug: string; address: string }) {
  const pageUrl = `${window.location.origin}/property/${slug}`;
  return shareLinks(pageUrl, address).map((link) => (
    <DropdownMenuItem key={link.network} asChild>
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.network}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </DropdownMenuItem>
  ));
}
