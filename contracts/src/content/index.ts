// Content (videos, news), discipline (suspensions), the contact form, bulk e-mail and player photos.
export * from './commands/videos';
export * from './commands/news';
export * from './commands/suspensions';
export * from './commands/suspension-proposals';
export * from './commands/mail';
export * from './commands/photos';
export * from './events';
export * from './reads/videos';
export * from './reads/news';
export * from './reads/suspensions';
export * from './reads/suspension-proposals';
export * from './reads/mail';
export * from './reads/photos';
export { isIsoCalendarDate } from './fields';
