export { gameHistoryProjection } from './projection';
export * from './queries';
