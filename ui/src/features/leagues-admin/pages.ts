// The admin pages of leagues (one chunk, loaded on first visit).
export { CurrentLeaguesPage } from './CurrentLeaguesPage';
export { NewLeaguePage } from './NewLeaguePage';
export { UpdateLeaguePage } from './UpdateLeaguePage';
