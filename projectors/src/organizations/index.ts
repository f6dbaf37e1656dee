export { organizationsProjection } from './projection';
export * from '@league/read-models/organizations';
