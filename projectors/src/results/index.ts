export { resultsProjection } from './projection';
export * from '@league/read-models/results';
