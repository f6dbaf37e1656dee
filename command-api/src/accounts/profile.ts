import type { EventStore } from '@league/infra/eventstore';
import { sealingEventStore, type PersonalDataVault } from '@league/infra/personal-data';
import type { AccountRef } from '@league/infra/sessions';
import { readAdmin, readCoach, staffNameOf } from './sessions';

/** An account as its owner sees it on their account page (GET /api/account, docs/accounts.md). */
export interface AccountProfile {
  name: string;
  email: string;
  emailConfirmed: boolean;
}

/**
 * The account as its own streams tell it now, its sealed address opened: what GET /api/account answers
 * besides the role and the sessions. Read from the log rather than a read model, so the account page
 * shows a change the moment it is recorded. A member of staff's address counts as confirmed (their
 * invitation, or the configuration, reached it). Null for an account that is not there (or erased).
 */
export function accountProfile(store: EventStore, personalData: PersonalDataVault) {
  const opened = sealingEventStore(store, personalData);
  return async ({ kind, id }: AccountRef): Promise<AccountProfile | null> => {
    if (kind === 'coach') {
      const coach = await readCoach(opened, id);
      if (coach.status !== 'active') return null;
      return { name: coach.name ?? '', email: coach.email, emailConfirmed: coach.emailConfirmed };
    }
    const admin = await readAdmin(opened, id);
    if (admin.status !== 'account') return null;
    return { name: staffNameOf(admin), email: admin.email, emailConfirmed: true };
  };
}
