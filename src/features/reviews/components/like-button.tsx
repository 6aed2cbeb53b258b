import { ThumbsUp } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useIsLiking, useLikeReview } from '../api/like-review';
import type { PublicReview } from '../types';

/** Like toggle: optimistic, ignores clicks while a request is in flight, asks visitors to log in. */
export function LikeButton({ review }: { review: Pick<PublicReview, 'id' | 'likesCount' | 'likedByUser'> }) {
  const session = useSession();
  const like = useLikeReview(review.id);
  const busy = useIsLiking(review.id);

  function onClick() {
    if (!session) {
      toast.error(MESSAGES.likeGate, { duration: LIMITS.formToastMs });
      return;
    }
    if (busy) return;
    like.mutate(
      { likesCount: review.likesCount, likedByUser: review.likedByUser },
      {
        // A 401 already sent the renter to sign in with the session-expired toast: one message is enough.
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 401)) toast.error(MESSAGES.genericError);
        },
      },
    );
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={review.likedByUser}
      aria-busy={busy || undefined}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      className={cn(review.likedByUser && 'text-primary')}
    >
      <ThumbsUp aria-hidden="true" className={cn(review.likedByUser && 'fill-current')} />
      <span>Like</span>
      <span data-testid="like-count">{review.likesCount}</span>
    </Button>
  );
}
