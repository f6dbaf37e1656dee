import { ORG_NOT_FOUND_MESSAGE, type OrganizationCreated, organizationStream } from '@league/contracts';
import { simpleRecord, type RecordState } from '../handling';

export type OrganizationFields = OrganizationCreated['data'];
export type OrganizationState = RecordState<OrganizationFields>;

/** The record itself; its name's uniqueness is claimed beside it (organizations.ts). */
export const organizationDecider = simpleRecord<OrganizationFields>()(
  'orgId',
  'Organization',
  organizationStream,
  {
    alreadyExistsMessage: 'An organization with this id already exists.',
    notFoundMessage: ORG_NOT_FOUND_MESSAGE,
  },
).decider;
