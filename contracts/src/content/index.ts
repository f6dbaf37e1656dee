// Content, discipline, mail and photos (issue 5).
export * from './videos';
export * from './news';
export * from './suspensions';
export * from './mail';
export * from './photos';
export { isIsoCalendarDate } from './fields';
