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

/** The red link at the top of the home page: players confirm they will play this season. */
export const PLAYER_COMMITMENT_FORM: ExternalLink = {
  label: '2025 PLAYER COMMITMENT FORM: CLICK HERE TO COMMIT FOR THE SEASON',
  url: 'https://forms.gle/ballHockeyLeague2025Commitment',
};

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

/** The 2025 tournament schedule image (ui/src/assets) and the words read out in its place. */
export const TOURNAMENT_SCHEDULE = {
  year: 2025,
  alt:
    '2025 tournament schedule: Winter Cup Feb. 15–16, Spring Classic Apr. 26–27, Summer Slam ' +
    'June 21–22, State Championship Aug. 23–24, Fall Face-Off Oct. 11–12 and Holiday Shootout Dec. 13.',
} as const;

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
