import type { AccountRef, SessionStore } from '@league/infra/sessions';

/** What the account reads need beyond the read models (QueryApiDeps.accounts, docs/accounts.md). */
export interface AccountReadDeps {
  /** the signed-in sessions (accounts.sessions): an account's browsers, staff's last sign-in */
  sessions: SessionStore;
  /**
   * The account as its own streams tell it now (the command side's accountProfile): name, address and
   * whether the address is confirmed; null for an account that is not there.
   */
  profile(account: AccountRef): Promise<{ name: string; email: string; emailConfirmed: boolean } | null>;
}
