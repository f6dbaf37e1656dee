export { tournamentsProjection } from './projection';
