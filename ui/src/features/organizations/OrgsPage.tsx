import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { allOrgsQuery, useRemoveOrg } from '../../shared/content/organizations/api';
import { OrgsTable } from './OrgsTable';

/** /admin/orgs: Org Name, Address, edit, delete (after 'Are you sure?') and a link to add one. */
export function OrgsPage() {
  return (
    <AdminListPage
      title="Organizations"
      list={useQuery(allOrgsQuery())}
      loadFailure="Something went wrong with loading the organizations"
      remove={useRemoveOrg()}
      describe={(org) => `the organization ${org.orgName}`}
      add={{ to: '/admin/org/new', label: 'Add a New Organization' }}
      emptyText="No organizations yet."
    >
      {(orgs, onDelete) => <OrgsTable orgs={orgs} onDelete={onDelete} />}
    </AdminListPage>
  );
}
