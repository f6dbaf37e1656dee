// The admin schedule pages (one chunk, loaded on first visit).
export { NewEventPage, UpdateEventPage } from './EventPages';
export { NewGamePage, UpdateGamePage } from './GamePages';
export { LeagueSchedulePage } from './LeagueSchedulePage';
export { MasterSchedulePage } from './MasterSchedulePage';
export { VenueSchedulePage } from './VenueSchedulePage';
