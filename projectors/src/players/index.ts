export { playersProjection } from './projection';
export * from './queries';
