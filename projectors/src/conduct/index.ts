export { conductSignaturesProjection } from './projection';
export * from './queries';
