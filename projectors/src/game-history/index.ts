export { gameHistoryProjection } from './projection';
export * from '@league/read-models/game-history';
