import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MODERATION_MESSAGES } from '@/shared/moderation';
import { type LogSearch, moderationLogQueryOptions } from '../api/get-moderation-log';
import { moderationLogColumns } from './moderation-log-columns';
import { type LogFilters, ModerationLogFilters } from './moderation-log-filters';

/** The append-only record of admin actions: filter, search, sort and page, all in the URL. */
export function ModerationLogPage({ search }: { search: LogSearch }) {
  useDocumentTitle(MODERATION_MESSAGES.logTitle);
  const state = useTableUrlState(search);
  const navigate = useNavigate();
  const query = useQuery(moderationLogQueryOptions(search));
  const columns = useMemo(() => moderationLogColumns(), []);
  const setFilters = useCallback(
    (next: Partial<LogFilters>) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, ...next, page: 1 }) as typeof prev }),
    [navigate],
  );
  const filtered = Boolean(search.search || search.adminId || search.action || search.from || search.to);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{MODERATION_MESSAGES.logTitle}</h1>
      <DataTableToolbar
        search={search.search}
        onSearch={state.setSearch}
        label="Search the moderation log"
        placeholder="Search by object or admin"
      />
      <ModerationLogFilters filters={search} onChange={setFilters} />
      {query.isError && !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, MODERATION_MESSAGES.logFetchFailed)}
        </p>
      ) : (
        <DataTable
          label={MODERATION_MESSAGES.logTitle}
          columns={columns}
          rows={query.data?.entries}
          page={query.data?.pagination}
          state={state}
          isFetching={query.isFetching}
          getRowId={(e) => e.id}
          empty={filtered ? 'No actions match these filters.' : MODERATION_MESSAGES.logEmpty}
        />
      )}
    </div>
  );
}
