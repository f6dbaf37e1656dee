import { describe, expect, it } from 'vitest';
import { staffChange } from './EditStaffForm';
import { editStaffFormSchema, inviteStaffFormSchema } from './schemas';

describe('staff forms', () => {
  it("invites with the API's rules and messages", () => {
    const refused = inviteStaffFormSchema.safeParse({ name: ' ', email: 'nope', role: 'owner' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter a valid email address.'],
      ['name', 'Please enter a name.'],
      ['role', 'Please choose a role: admin or scorekeeper.'],
    ]);
    expect(
      inviteStaffFormSchema.parse({ name: ' Sam Scorer ', email: ' sam@league.test ', role: 'scorekeeper' }),
    ).toEqual({ name: 'Sam Scorer', email: 'sam@league.test', role: 'scorekeeper' });
  });

  it('edits name and role, and sends only what changed', () => {
    const member = { name: 'Sam', role: 'scorekeeper' as const };
    expect(staffChange(member, { name: 'Sam', role: 'scorekeeper' })).toBeNull();
    expect(staffChange(member, { name: 'Sam Scorer', role: 'scorekeeper' })).toEqual({ name: 'Sam Scorer' });
    expect(staffChange(member, { name: 'Sam', role: 'admin' })).toEqual({ role: 'admin' });
    expect(editStaffFormSchema.safeParse({ name: '', role: 'admin' }).error?.issues[0]?.message).toBe(
      'Please enter a name.',
    );
  });
});
