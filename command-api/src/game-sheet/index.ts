export { gameSheetRoutes } from './routes';
export { gameSheetDecider, gameSheetAggregate, type SheetCommand } from './decider';
