export { venuesProjection } from './projection';
export * from './queries';
