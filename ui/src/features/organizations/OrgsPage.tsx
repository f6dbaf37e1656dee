import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { allOrgsQuery, useRemoveOrg } from '../../shared/content/organizations/api';
import type { Organization } from '../../shared/content/organizations/schemas';

const ORG_COLUMNS: EntityColumn<Organization>[] = [
  { label: 'Org Name', cell: (org) => org.orgName, fw: 700 },
  { label: 'Address', cell: (org) => org.orgAddress },
];

/** /admin/orgs: Org Name, Address, edit, delete (after 'Are you sure?') and a link to add one. */
export function OrgsPage() {
  return (
    <AdminListPage
      title="Organizations"
      list={useQuery(allOrgsQuery())}
      loadFailure="Something went wrong with loading the organizations"
      remove={useRemoveOrg()}
      describe={(org) => `the organization ${org.orgName}`}
      add={{ to: siteRoute.newOrganization.href(), label: 'Add a New Organization' }}
      emptyText="No organizations yet."
    >
      {(orgs, onDelete) => (
        <EntityTable
          rows={orgs}
          columns={ORG_COLUMNS}
          rowKey={(org) => org.orgId}
          rowTestId="org-row"
          layout={{ minWidth: 520 }}
          editTo={(org) => siteRoute.updateOrganization.href({ orgId: org.orgId })}
          onDelete={onDelete}
        />
      )}
    </AdminListPage>
  );
}
