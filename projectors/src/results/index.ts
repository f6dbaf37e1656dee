export { resultsProjection } from './projection';
export * from './queries';
