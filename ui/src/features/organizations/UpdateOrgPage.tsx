import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { ApiError } from '../../shared/api/apiRequest';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { orgQuery, useUpdateOrg } from '../../shared/content/organizations/api';
import type { Organization } from '../../shared/content/organizations/schemas';
import { OrgFormFields } from './OrgFormFields';

function UpdateOrgForm({ org: current }: { org: Organization }) {
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [org] = useState(current);
  const save = useFormSave(
    useUpdateOrg(org),
    siteRoute.organizations.href(),
    'Something went wrong with editing this organization',
  );
  return (
    <>
      {save.errorModal}
      <OrgFormFields
        initialValues={{ orgName: org.orgName, orgAddress: org.orgAddress }}
        submitLabel="UPDATE ORGANIZATION"
        {...save.form}
      />
    </>
  );
}

/**
 * /admin/{orgId}/updateOrg: the organization preloaded. A failed load is swallowed (docs/rules.md §4); a
 * missing one says so.
 */
export function UpdateOrgPage() {
  const { orgId = '' } = useParams();
  const org = useQuery(orgQuery(orgId));
  if (org.isError && !(org.error instanceof ApiError && org.error.status === 404)) {
    console.error('Loading the organization failed:', org.error);
  }
  return (
    <FormCardPage
      title="Update Organization"
      size={560}
      loading={org.isPending}
      notice={org.isError && 'This organization does not exist (any more).'}
    >
      {org.data && <UpdateOrgForm key={org.data.orgId} org={org.data} />}
    </FormCardPage>
  );
}
