export { venuesProjection } from './projection';
