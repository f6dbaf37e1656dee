export { tournamentsProjection } from './projection';
export * from '@league/read-models/tournaments';
