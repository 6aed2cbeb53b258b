import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminTableSearch } from '@/shared/admin-tables';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { type UserSortKey, usersQueryOptions } from '../api/get-users';
import { UserEditDialog } from './user-edit-dialog';
import { UserStatusDialog } from './user-status-dialog';
import { UserViewDialog } from './user-view-dialog';
import { type UserDialog, usersColumns } from './users-columns';

export function UsersPage({ search }: { search: AdminTableSearch<UserSortKey> }) {
  useDocumentTitle('User list');
  const state = useTableUrlState(search);
  const query = useQuery(usersQueryOptions(search));
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const columns = useMemo(() => usersColumns(setDialog), []);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">User list</h1>
      <DataTableToolbar
        search={search.search}
        onSearch={state.setSearch}
        label="Search users"
        placeholder="Search by name or email"
      />
      {query.isError && !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error, ADMIN_MESSAGES.usersFetchFailed)}
        </p>
      ) : (
        <DataTable
          label="Users"
          columns={columns}
          rows={query.data?.users}
          page={query.data?.pagination}
          state={state}
          isFetching={query.isFetching}
          getRowId={(u) => u.id}
          empty={search.search ? `No users found for "${search.search}"` : ADMIN_MESSAGES.noData}
        />
      )}
      {dialog?.kind === 'view' && <UserViewDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'edit' && <UserEditDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'status' && <UserStatusDialog user={dialog.user} onClose={close} />}
    </div>
  );
}
