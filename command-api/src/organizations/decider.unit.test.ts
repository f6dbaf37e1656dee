import { describe, it } from 'vitest';
import { ORG_NOT_FOUND_MESSAGE, type OrganizationEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { organizationDecider } from './decider';

const orgId = '9d7c2b1a-1111-4c55-9d0b-2d9a7c1c0a01';
const created: OrganizationEvent = {
  type: 'OrganizationCreated',
  data: { orgId, orgName: 'Albany Ball Hockey', orgAddress: '1 State St' },
};
const removed: OrganizationEvent = { type: 'OrganizationRemoved', data: { orgId } };
const spec = givenWhenThen(organizationDecider);

describe('organization decider', () => {
  it('creates an organization', () => {
    spec([], { type: 'CreateOrganization', data: created.data }).then([created]);
  });
  it('refuses a second create under one id', () => {
    spec([created], { type: 'CreateOrganization', data: created.data }).thenRefused(409);
  });
  it('updates the address and keeps the name', () => {
    spec([created], { type: 'UpdateOrganization', data: { orgId, orgAddress: '2 Lark St' } }).then([
      {
        type: 'OrganizationUpdated',
        data: { orgId, orgName: 'Albany Ball Hockey', orgAddress: '2 Lark St' },
      },
    ]);
  });
  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdateOrganization', data: { orgId, orgName: 'Albany Ball Hockey' } }).then([]);
  });
  it('removes it once; after that it is not found', () => {
    spec([created], { type: 'RemoveOrganization', data: { orgId } }).then([removed]);
    spec([created, removed], { type: 'RemoveOrganization', data: { orgId } }).thenRefused(
      404,
      ORG_NOT_FOUND_MESSAGE,
    );
    spec([created, removed], { type: 'UpdateOrganization', data: { orgId, orgName: 'X' } }).thenRefused(404);
    spec([], { type: 'UpdateOrganization', data: { orgId, orgName: 'X' } }).thenRefused(404);
  });
});
