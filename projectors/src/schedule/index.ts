export { scheduleProjection } from './projection';
export * from '@league/read-models/schedule';
