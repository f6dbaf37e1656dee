// The admin results pages (one chunk, loaded on first visit).
export { ChampionshipResultsPage, PlayoffResultsPage, RegularResultsPage } from './GameResultsPage';
