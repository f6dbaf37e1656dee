export { resultsProjection } from './projection';
