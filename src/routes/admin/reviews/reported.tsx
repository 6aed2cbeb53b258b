import { createFileRoute } from '@tanstack/react-router';
import { reportsQueryOptions } from '@/features/admin-reviews/api/get-reports';
import { ReportsPage } from '@/features/admin-reviews/components/reports-page';
import { ADMIN_REPORT_SORT_KEYS } from '@/shared/admin-tables';
import { adminTableSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/admin/reviews/reported')({
  validateSearch: adminTableSearchSchema(ADMIN_REPORT_SORT_KEYS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reportsQueryOptions(deps));
  },
  component: function ReportedReviewsRoute() {
    return <ReportsPage search={Route.useSearch()} />;
  },
});
