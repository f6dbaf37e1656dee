import { ORG_NOT_FOUND_MESSAGE, type OrganizationEvent } from '@league/contracts';
import { recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

export interface OrganizationFields {
  orgId: string;
  orgName: string;
  orgAddress: string;
}

const names = {
  create: 'CreateOrganization',
  update: 'UpdateOrganization',
  remove: 'RemoveOrganization',
  created: 'OrganizationCreated',
  updated: 'OrganizationUpdated',
  removed: 'OrganizationRemoved',
} as const;

export type OrganizationCommand = RecordCommand<OrganizationFields, 'orgId', typeof names>;
export type OrganizationState = RecordState<OrganizationFields>;

/** The record itself; its name's uniqueness is claimed beside it (organizations.ts). */
export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> =
  recordDecider<OrganizationFields, 'orgId', typeof names>({
    ...names,
    id: 'orgId',
    alreadyExistsMessage: 'An organization with this id already exists.',
    notFoundMessage: ORG_NOT_FOUND_MESSAGE,
  });
