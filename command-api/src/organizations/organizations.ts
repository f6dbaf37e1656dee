import { normaliseName, ORG_NAME_TAKEN_MESSAGE, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold, handleCommand, type CommandContext } from '../handling';
import { keyOwner, releaseKey, withClaim, type KeyClaim } from '../unique-keys';
import { organizationDecider, type OrganizationState } from './decider';
import { orgNameStream, organizationStream } from '@league/contracts';

export async function readOrganization(store: EventStore, orgId: string): Promise<OrganizationState> {
  return fold(organizationDecider, await store.readStream(organizationStream(orgId)));
}

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

/** Whether the organization is active and named `normalised` (else its claim on that name is stale). */
async function isNamed(store: EventStore, orgId: string, normalised: string): Promise<boolean> {
  const org = await readOrganization(store, orgId);
  return org.status === 'active' && normaliseName(org.orgName) === normalised;
}

const nameClaim = (store: EventStore, orgName: string, orgId: string): KeyClaim => {
  const normalised = normaliseName(orgName);
  return {
    stream: orgNameStream(normalised),
    ownerId: orgId,
    takenMessage: ORG_NAME_TAKEN_MESSAGE,
    holds: (owner) => isNamed(store, owner, normalised),
  };
};

/** A new organization: its name is claimed first (unique), then the organization is recorded. */
export async function createOrganization(
  store: EventStore,
  org: { orgId: string; orgName: string; orgAddress: string },
  context: CommandContext,
): Promise<Position> {
  return withClaim(store, nameClaim(store, org.orgName, org.orgId), context, async () => {
    const { position } = await handleCommand(
      store,
      organizationStream(org.orgId),
      organizationDecider,
      { type: 'CreateOrganization', data: org },
      context,
      { create: true },
    );
    return position;
  });
}

/** A rename claims the new name before the change and frees the old one after it. */
export async function updateOrganization(
  store: EventStore,
  change: { orgId: string; orgName?: string; orgAddress?: string },
  context: CommandContext,
  expectedVersion?: number,
): Promise<Position> {
  const before = await readOrganization(store, change.orgId);
  const renamed =
    before.status === 'active' &&
    change.orgName !== undefined &&
    normaliseName(change.orgName) !== normaliseName(before.orgName);
  const update = async () =>
    (
      await handleCommand(
        store,
        organizationStream(change.orgId),
        organizationDecider,
        { type: 'UpdateOrganization', data: change },
        context,
        expectedVersion === undefined ? {} : { expectedVersion },
      )
    ).position;
  if (!renamed || before.status !== 'active') return update();
  const position = await withClaim(store, nameClaim(store, change.orgName!, change.orgId), context, update);
  await releaseKey(store, orgNameStream(normaliseName(before.orgName)), change.orgId, context);
  return position;
}

/** Removes the organization and frees its name. Registered teams keep the name they registered with. */
export async function removeOrganization(
  store: EventStore,
  orgId: string,
  context: CommandContext,
  expectedVersion?: number,
): Promise<Position> {
  const before = await readOrganization(store, orgId);
  const { position } = await handleCommand(
    store,
    organizationStream(orgId),
    organizationDecider,
    { type: 'RemoveOrganization', data: { orgId } },
    context,
    expectedVersion === undefined ? {} : { expectedVersion },
  );
  if (before.status === 'active') {
    await releaseKey(store, orgNameStream(normaliseName(before.orgName)), orgId, context);
  }
  return position;
}
