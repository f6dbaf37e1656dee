export { scheduleProjection } from './projection';
export * from './queries';
