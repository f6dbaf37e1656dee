import { conflict, notFound, ORG_NOT_FOUND_MESSAGE, type OrganizationEvent } from '@league/contracts';
import type { Decider } from '../handling';

export type OrganizationCommand =
  | { type: 'CreateOrganization'; data: { orgId: string; orgName: string; orgAddress: string } }
  | { type: 'UpdateOrganization'; data: { orgId: string; orgName?: string; orgAddress?: string } }
  | { type: 'RemoveOrganization'; data: { orgId: string } };

export type OrganizationState =
  | { status: 'none' }
  | { status: 'active'; orgId: string; orgName: string; orgAddress: string }
  | { status: 'removed' };

export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
      case 'OrganizationUpdated':
        return { status: 'active', ...event.data };
      case 'OrganizationRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateOrganization':
        if (state.status !== 'none') throw conflict('An organization with this id already exists.');
        return [{ type: 'OrganizationCreated', data: command.data }];
      case 'UpdateOrganization': {
        if (state.status !== 'active') throw notFound(ORG_NOT_FOUND_MESSAGE);
        const orgName = command.data.orgName ?? state.orgName;
        const orgAddress = command.data.orgAddress ?? state.orgAddress;
        if (orgName === state.orgName && orgAddress === state.orgAddress) return [];
        return [{ type: 'OrganizationUpdated', data: { orgId: state.orgId, orgName, orgAddress } }];
      }
      case 'RemoveOrganization':
        if (state.status !== 'active') throw notFound(ORG_NOT_FOUND_MESSAGE);
        return [{ type: 'OrganizationRemoved', data: { orgId: state.orgId } }];
    }
  },
};
