export { conductSignaturesProjection } from './projection';
export * from '@league/read-models/conduct';
