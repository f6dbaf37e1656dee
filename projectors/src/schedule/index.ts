export { scheduleProjection } from './projection';
