export { playersProjection } from './projection';
export * from '@league/read-models/players';
