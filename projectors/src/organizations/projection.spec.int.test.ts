import { describe, it } from 'vitest';
import type { OrganizationCreated, OrganizationRemoved, OrganizationUpdated } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { organizationsProjection } from './projection';

const spec = projectionSpec(organizationsProjection);
const [albany, troy] = [uuid(1), uuid(2)];

const created = (orgId: string, orgName: string, orgAddress = '1 Main St'): OrganizationCreated => ({
  type: 'OrganizationCreated',
  data: { orgId, orgName, orgAddress },
});
const updated = (orgId: string, orgName: string, orgAddress = '1 Main St'): OrganizationUpdated => ({
  type: 'OrganizationUpdated',
  data: { orgId, orgName, orgAddress },
});
const removed = (orgId: string): OrganizationRemoved => ({ type: 'OrganizationRemoved', data: { orgId } });

const ALL = 'SELECT org_id, org_name, org_address, version FROM organizations ORDER BY org_name';

describe('organizations projection', () => {
  it('keeps each created organization with its stream version', async () => {
    await spec.given(created(troy, 'Troy BH', '9 River St'), created(albany, 'Albany BH')).then(ALL, [
      { org_id: albany, org_name: 'Albany BH', org_address: '1 Main St', version: 0 },
      { org_id: troy, org_name: 'Troy BH', org_address: '9 River St', version: 0 },
    ]);
  });

  it('keeps the name and address of the last update', async () => {
    await spec
      .given(created(albany, 'Albany BH'))
      .when(updated(albany, 'Albany Ball Hockey', '2 State St'), updated(albany, 'Albany BHL', '3 State St'))
      .then(ALL, [{ org_id: albany, org_name: 'Albany BHL', org_address: '3 State St', version: 2 }]);
  });

  it('drops a removed organization', async () => {
    await spec
      .given(created(albany, 'Albany BH'), created(troy, 'Troy BH'))
      .when(removed(albany))
      .then('SELECT org_name FROM organizations', [{ org_name: 'Troy BH' }]);
  });

  it('ignores an update older than the row', async () => {
    await spec
      .given(created(albany, 'Albany BH'), updated(albany, 'Albany BHL'))
      .when({ ...updated(albany, 'Stale'), version: 1 })
      .then('SELECT org_name, version FROM organizations', [{ org_name: 'Albany BHL', version: 1 }]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        created(albany, 'Albany BH'),
        updated(albany, 'Albany BHL'),
        created(troy, 'Troy BH'),
        removed(troy),
      )
      .whenAppliedAgain()
      .then(ALL, [{ org_id: albany, org_name: 'Albany BHL', org_address: '1 Main St', version: 1 }]);
  });
});
