import { Link } from '@tanstack/react-router';
import { SiteLogo } from '@/components/site-logo';
import { useCurrentYear } from '@/lib/use-hydrated';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <SiteLogo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Honest reviews of rental homes, written by the renters who lived in them. Read before you sign, share after
            you move out.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm">
          <Link to="/" className="hover:underline">
            Home
          </Link>
          <Link to={'/write-review'} className="hover:underline">
            Write Your Review
          </Link>
          <Link to="/properties-listing" className="hover:underline">
            Search
          </Link>
          <Link to="/contact-us" className="hover:underline">
            Contact
          </Link>
          <Link to="/privacy-policy" className="hover:underline">
            Privacy Policy
          </Link>
          <Link to="/terms-and-condition" className="hover:underline">
            Terms and Conditions
          </Link>
        </nav>
        <div className="space-y-2 text-sm">
          <p className="font-medium">Follow us</p>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © <CurrentYear /> HomeTruths. Reviews reflect individual renters' experiences.
      </p>
    </footer>
  );
}

function CurrentYear() {
  return useCurrentYear();
}
