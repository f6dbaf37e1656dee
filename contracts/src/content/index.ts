// Content (videos, news), discipline (suspensions), the contact form, bulk e-mail and player photos.
export * from './videos';
export * from './news';
export * from './suspensions';
export * from './mail';
export * from './photos';
export { isIsoCalendarDate } from './fields';
