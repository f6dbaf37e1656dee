export { standingsProjection } from './projection';
export { loadStandingsInput, type StandingsInput } from '@league/read-models/standings-input';
