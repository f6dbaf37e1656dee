/**
 * The parts of the home page that show the league's data (the pulse, the key dates, the registration
 * call, the news): one chunk, loaded as the page renders (the news as it nears the viewport), so a first
 * visit downloads the page's frame first and its data's code beside the data.
 */
export { KeyDates } from './KeyDates';
export { LeagueSection } from './LeagueSection';
export { NewsList } from './NewsList';
export { RegistrationCall } from './RegistrationCall';
