export { standingsProjection } from './projection';
export { loadStandingsInput } from './input';
