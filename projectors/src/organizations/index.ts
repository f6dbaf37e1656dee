export { organizationsProjection } from './projection';
export * from './queries';
