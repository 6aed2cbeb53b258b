import { createFileRoute } from '@tanstack/react-router';
import { moderationLogQueryOptions } from '@/features/moderation-log/api/get-moderation-log';
import { ModerationLogPage } from '@/features/moderation-log/components/moderation-log-page';
import { moderationLogSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/admin/moderation-log')({
  validateSearch: moderationLogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(moderationLogQueryOptions(deps));
  },
  component: function ModerationLogRoute() {
    return <ModerationLogPage search={Route.useSearch()} />;
  },
});
