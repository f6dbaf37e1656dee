export { organizationsProjection } from './projection';
