import { createFileRoute } from '@tanstack/react-router';
import { reportsQueryOptions } from '@/features/admin-reviews/api/get-reports';
import { ReportsPage } from '@/features/admin-reviews/components/reports-page';
import { adminReportSortBy, adminTableSearchSchema } from '@/shared/admin-lists';

export const Route = createFileRoute('/admin/reviews/reported')({
  validateSearch: adminTableSearchSchema(adminReportSortBy),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reportsQueryOptions(deps));
  },
  component: function ReportedReviewsRoute() {
    return <ReportsPage search={Route.useSearch()} />;
  },
});
