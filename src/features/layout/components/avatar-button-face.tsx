import { ChevronDown } from 'lucide-react';
import type { SessionUser } from '@/lib/session';
import { DEFAULT_AVATAR, fallbackTo } from '@/lib/default-images';

export const AVATAR_TRIGGER_CLASS =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Profile photo (or the default one) and first name: what the account menu's trigger shows. */
export function AvatarFace({ user }: { user: SessionUser }) {
  return (
    <>
      <img
        src={user.profileImageUrl || DEFAULT_AVATAR}
        alt=""
        className="size-8 rounded-full bg-muted object-cover"
        onError={fallbackTo(DEFAULT_AVATAR)}
      />
      <span className="max-w-28 truncate">{user.firstName}</span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

/** The same face on a plain button, shown while the menu's code loads. */
export function AvatarButtonFace({ user, disabled }: { user: SessionUser; disabled?: boolean }) {
  return (
    <button
      type="button"
      className={AVATAR_TRIGGER_CLASS}
      disabled={disabled}
      aria-label={`Account menu for ${user.firstName}`}
    >
      <AvatarFace user={user} />
    </button>
  );
}
