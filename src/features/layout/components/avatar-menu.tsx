import { Link } from '@tanstack/react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/use-sign-out';
import { InstallAppMenuItem } from '@/features/pwa/install-app-item';
import type { SessionUser } from '@/lib/session';
import { AVATAR_TRIGGER_CLASS, AvatarFace } from './avatar-button-face';

/** Signed-in user's menu. Radix closes it on an outside click and on Escape. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={AVATAR_TRIGGER_CLASS} aria-label={`Account menu for ${user.firstName}`}>
        <AvatarFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/">Home</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile-page">Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-review">My Reviews</Link>
        </DropdownMenuItem>
        {!user.isSocialLogin && (
          <DropdownMenuItem asChild>
            <Link to="/reset-password">Change Password</Link>
          </DropdownMenuItem>
        )}
        <InstallAppMenuItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>Logout</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
