export { gameSheetProjection } from './projection';
export { GAME_SHEET_IGNORED } from './ignored';
