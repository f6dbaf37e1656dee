/**
 * The league's own copy: everything on the home and info pages that the league (not the code)
 * decides. Edit the texts, names and links here; the pages only lay them out. The minutes, by-laws
 * and rules live beside this file in documents/.
 */

/** The league's name as the site writes it (header, tab titles, the sender of league e-mail). */
export const LEAGUE_NAME = 'Ball Hockey League';

export interface ExternalLink {
  label: string;
  url: string;
}

/**
 * The red link at the top of the home page: players confirm they will play this season. The label
 * names the year it is shown in, so it never reads as last season's form.
 */
export const playerCommitmentForm = (year: number): ExternalLink => ({
  label: `${year} PLAYER COMMITMENT FORM: CLICK HERE TO COMMIT FOR THE SEASON`,
  url: 'https://forms.gle/ballHockeyLeagueCommitment',
});

export const ABOUT_US = {
  mission:
    'The Ball Hockey League brings together the ball hockey organisations of our state to give ' +
    'players of every age and ability a safe, organised and affordable place to play. We schedule ' +
    'the state tournaments, train and assign referees, keep one set of playing rules for all member ' +
    'clubs, and make sure that every game is played with respect for opponents, officials and fans.',
  motto: 'One ball. One league. Everybody plays.',
} as const;

export interface BoardMember {
  office: string;
  name: string;
  /** what the office looks after, shown under the name */
  duties: string;
}

/** The Executive Board's five offices, as elected at the annual general meeting. */
export const EXECUTIVE_BOARD: readonly BoardMember[] = [
  { office: 'President', name: 'Daniel Kowalski', duties: 'Chairs the board and the general meetings' },
  { office: 'Vice President', name: 'Maria Santos', duties: 'Tournaments, venues and scheduling' },
  { office: 'Secretary', name: 'Kevin O’Brien', duties: 'Minutes, registrations and correspondence' },
  { office: 'Treasurer', name: 'Priya Natarajan', duties: 'Fees, budget and insurance' },
  { office: 'Director of Officiating', name: 'Tom Lindqvist', duties: 'Referees, discipline and the rules' },
];

export interface MemberOrganisation {
  name: string;
  town: string;
  url: string;
}

/** The nine member organisations, each with its own web site. */
export const MEMBERS: readonly MemberOrganisation[] = [
  {
    name: 'Capital City Ball Hockey Club',
    town: 'Capital City',
    url: 'https://www.capitalcityballhockey.org',
  },
  { name: 'Riverside Rebels Ball Hockey', town: 'Riverside', url: 'https://www.riversiderebels.org' },
  {
    name: 'Lakeview Street Hockey Association',
    town: 'Lakeview',
    url: 'https://www.lakeviewstreethockey.org',
  },
  { name: 'Northfield Knights', town: 'Northfield', url: 'https://www.northfieldknights.org' },
  { name: 'Harbor City Ball Hockey', town: 'Harbor City', url: 'https://www.harborcityballhockey.com' },
  { name: 'Pine Valley Youth Ball Hockey', town: 'Pine Valley', url: 'https://www.pinevalleyballhockey.org' },
  { name: 'Eastside Blades', town: 'Eastside', url: 'https://www.eastsideblades.com' },
  {
    name: 'Summit County Ball Hockey League',
    town: 'Summit County',
    url: 'https://www.summitballhockey.org',
  },
  { name: 'Westbrook Warriors', town: 'Westbrook', url: 'https://www.westbrookwarriors.org' },
];

/** The footer's social link. */
export const SOCIAL_LINK: ExternalLink = {
  label: 'Follow us on Facebook',
  url: 'https://www.facebook.com/BallHockeyLeague',
};

/** The governing body's official rule book, which our own rules build on. */
export const OFFICIAL_RULE_BOOK: ExternalLink = {
  label: 'ISBHF Official Rule Book',
  url: 'https://www.isbhf.com/',
};

export const CONTACT_INTRO =
  'Questions about registration, a tournament or a ruling? Send us a message and a board member ' +
  'will answer by e-mail, usually within two days.';

/**
 * The home page's own words. Dates, years and tournament names come from the data (the schedule, the
 * standings, the open tournaments): only the words around them are here.
 */
export const HOME_TEXT = {
  statsLink: 'Standings, leaders and schedules',
  registration: {
    /** the call shown for each tournament open for registration, and only then */
    heading: (tournament: string) => `Registration is open: ${tournament}`,
    closes: (date: string) => `Register by ${date}.`,
    button: 'REGISTER A PLAYER',
  },
  pulse: {
    session: (session: string, year: number) => `${session} ${year}`,
    leaguePage: 'League page',
    latestResults: 'Latest Results',
    nextGames: 'Next Games',
    standings: 'Standings',
    fullSchedule: 'Full schedule',
    fullStandings: 'Full standings',
    noResults: 'No results yet.',
    noNextGames: 'No games scheduled yet.',
    noTeams: 'No teams yet.',
    loadError: 'Something went wrong with loading the league pulse',
  },
  sections: {
    about: 'About Us',
    board: 'Executive Board',
    /** the home page's "tournament schedule" (docs/rules.md §2), titled with the years its dates fall in */
    schedule: (years: string) => `${years} Tournament Schedule`,
    news: 'Latest News',
    members: 'Members',
    contact: 'Contact Us',
  },
  schedule: {
    intro: 'Tournaments, playoffs, finals and league events from today on.',
    empty: 'NOTHING SCHEDULED YET!',
  },
  news: { empty: 'No news yet.', loadError: 'Something went wrong with loading the news' },
} as const;
