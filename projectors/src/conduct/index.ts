export { conductSignaturesProjection } from './projection';
