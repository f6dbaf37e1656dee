export { gameHistoryProjection } from './projection';
