// Accounts: the admin's and the coaches' logins, sign-up and passwords.
export * from './commands';
export * from './events';
export * from './staff';
export * from './recovery';
