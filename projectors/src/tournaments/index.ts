export { tournamentsProjection } from './projection';
export * from './queries';
