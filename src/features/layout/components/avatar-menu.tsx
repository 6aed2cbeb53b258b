import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/use-sign-out';
import type { SessionUser } from '@/lib/session';
import { DEFAULT_AVATAR } from '../nav-links';

/** Signed-in user's menu. Radix closes it on an outside click and on Escape. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={`Account menu for ${user.firstName}`}
      >
        <Avatar className="size-8">
          <AvatarImage src={user.profileImageUrl || DEFAULT_AVATAR} alt="" />
          <AvatarFallback>{user.firstName.charAt(0).toUpperCase()}</AvatarFallback>
        </Avatar>
        <span className="max-w-28 truncate">{user.firstName}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/">Home</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={'/profile-page' as string}>Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={'/my-review' as string}>My Reviews</Link>
        </DropdownMenuItem>
        {!user.isSocialLogin && (
          <DropdownMenuItem asChild>
            <Link to="/reset-password">Change Password</Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>Logout</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
