import { normaliseName, ORG_NAME_TAKEN_MESSAGE, orgNameStream, organizationStream } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { aggregate, fold, keyOwner, type UniqueKey } from '../handling';
import { organizationDecider, type OrganizationState } from './decider';

export async function readOrganization(store: EventStore, orgId: string): Promise<OrganizationState> {
  return fold(organizationDecider, await store.readStream(organizationStream(orgId)));
}

/** Whether the organization is active and named `normalised` (else its claim on that name is stale). */
async function isNamed(store: EventStore, orgId: string, normalised: string): Promise<boolean> {
  const org = await readOrganization(store, orgId);
  return org.status === 'active' && normaliseName(org.orgName) === normalised;
}

/** An active organization holds its name (trimmed, case-insensitive): unique among organizations. */
function nameKey(state: OrganizationState): UniqueKey[] {
  if (state.status !== 'active') return [];
  const normalised = normaliseName(state.orgName);
  return [
    {
      stream: orgNameStream(normalised),
      ownerId: state.orgId,
      takenMessage: ORG_NAME_TAKEN_MESSAGE,
      holds: (store, owner) => isNamed(store, owner, normalised),
    },
  ];
}

/** An organization on its stream, holding its name; registered teams keep the name they registered with. */
export const organizationAggregate = aggregate(organizationDecider, organizationStream, nameKey);

/** The organization now named `name` (trimmed, case-insensitive), or null. */
export async function organizationByName(
  store: EventStore,
  name: string,
): Promise<{ orgId: string; orgName: string } | null> {
  const normalised = normaliseName(name);
  if (normalised === '') return null;
  const orgId = await keyOwner(store, orgNameStream(normalised));
  if (!orgId) return null;
  const org = await readOrganization(store, orgId);
  return org.status === 'active' && normaliseName(org.orgName) === normalised
    ? { orgId, orgName: org.orgName }
    : null;
}
