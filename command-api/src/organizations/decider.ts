import { ORG_NOT_FOUND_MESSAGE, type OrganizationCreated, organizationStream } from '@league/contracts';
import { simpleRecord, type RecordState } from '../handling';

export type OrganizationFields = OrganizationCreated['data'];
export type OrganizationState = RecordState<OrganizationFields>;

/** The record itself; its aggregate holds its unique name (organizations.ts). */
export const organizationRecord = simpleRecord<OrganizationFields>()(
  'orgId',
  'Organization',
  organizationStream,
  {
    alreadyExistsMessage: 'An organization with this id already exists.',
    notFoundMessage: ORG_NOT_FOUND_MESSAGE,
  },
);
export const organizationDecider = organizationRecord.decider;
