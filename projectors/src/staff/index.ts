export { staffProjection } from './projection';
