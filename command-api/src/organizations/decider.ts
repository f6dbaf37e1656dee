import { ORG_NOT_FOUND_MESSAGE, type OrganizationEvent } from '@league/contracts';
import { recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

export interface OrganizationFields {
  orgId: string;
  orgName: string;
  orgAddress: string;
}

/** The record's id field and the types of its commands and events. */
export const organizationNames = {
  id: 'orgId',
  create: 'CreateOrganization',
  update: 'UpdateOrganization',
  remove: 'RemoveOrganization',
  created: 'OrganizationCreated',
  updated: 'OrganizationUpdated',
  removed: 'OrganizationRemoved',
} as const;

export type OrganizationCommand = RecordCommand<OrganizationFields, 'orgId', typeof organizationNames>;
export type OrganizationState = RecordState<OrganizationFields>;

/** The record itself; its name's uniqueness is claimed beside it (organizations.ts). */
export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> =
  recordDecider<OrganizationFields, 'orgId', typeof organizationNames>({
    ...organizationNames,
    alreadyExistsMessage: 'An organization with this id already exists.',
    notFoundMessage: ORG_NOT_FOUND_MESSAGE,
  });
