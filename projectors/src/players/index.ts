export { playersProjection } from './projection';
