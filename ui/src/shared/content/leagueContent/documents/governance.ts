import type { LeagueDocument } from './types';

export const BY_LAWS: LeagueDocument = {
  slug: 'by-laws',
  kind: 'governance',
  title: 'By-Laws',
  date: '2024-12-06',
  summary: 'How the league is organised, who may join, how the board is elected and how decisions are made.',
  sections: [
    {
      heading: 'Article 1: Name and purpose',
      items: [
        'The organisation is the Ball Hockey League, a not-for-profit association of ball hockey clubs.',
        'Its purpose is to organise state ball hockey tournaments, keep common playing rules, train ' +
          'officials and promote the sport for players of all ages.',
      ],
    },
    {
      heading: 'Article 2: Membership',
      items: [
        'Any ball hockey club based in the state that accepts these by-laws may apply for membership.',
        'A new member is admitted by a two-thirds vote of the general meeting.',
        'Each member pays the annual fee set by the general meeting before its teams may register.',
        'A member that does not register a team for two consecutive seasons may be removed by the board.',
      ],
    },
    {
      heading: 'Article 3: General meeting',
      items: [
        'The annual general meeting is held every December; each member club has two votes.',
        'A special general meeting is called by the President or at the written request of three members.',
        'Notice of a general meeting is sent by e-mail at least fourteen days in advance.',
        'A quorum is half of the member clubs. Decisions need a simple majority unless stated otherwise.',
      ],
    },
    {
      heading: 'Article 4: Executive Board',
      items: [
        'The Executive Board consists of the President, Vice President, Secretary, Treasurer and ' +
          'Director of Officiating, elected for two-year terms.',
        'The board runs the league between general meetings and reports to the annual general meeting.',
        'The board meets at least four times a year; three members form a quorum.',
        'A vacancy is filled by the board until the next general meeting.',
      ],
    },
    {
      heading: 'Article 5: Discipline',
      items: [
        'Every coach signs the Code of Conduct before the season starts.',
        'Suspensions are decided by the Director of Officiating and published to all member clubs.',
        'A club may appeal a suspension in writing within seven days; the board decides the appeal.',
      ],
    },
    {
      heading: 'Article 6: Finances and amendments',
      items: [
        'The financial year runs from January 1 to December 31; accounts are reviewed at the annual general meeting.',
        'These by-laws may be amended by a two-thirds vote of a general meeting.',
      ],
    },
  ],
};

export const RULES_2025: LeagueDocument = {
  slug: 'rules-and-regulations-2025',
  kind: 'governance',
  title: '2025 Rules and Regulations',
  date: '2025-02-03',
  summary: 'The league’s own rules for the 2025 season, on top of the official rule book.',
  sections: [
    {
      heading: 'Rosters and eligibility',
      items: [
        'A team registers up to 30 players; a player may appear on one team per tournament.',
        'Players are listed with their birth year; age divisions are checked against it.',
        'Taxi squad players may dress only when the team has fewer than 16 players available.',
        'Only players marked committed on the team’s registration may play in a tournament.',
      ],
    },
    {
      heading: 'Games',
      items: [
        'Games are three 15-minute stop-time periods with a one-minute break between periods.',
        'A tied regular game stays a tie. In playoff games a 5-minute 3-on-3 overtime is followed by a shootout of three shooters.',
        'Standings: 2 points for a win, 1 point for a tie, an overtime loss or a shootout loss.',
        'Ties in the standings are broken by wins, then goal difference, then goals for.',
        'A team not ready to play 10 minutes after the scheduled time forfeits the game.',
      ],
    },
    {
      heading: 'Equipment',
      items: [
        'Helmets with a full cage or visor, gloves and shin guards are mandatory for every player.',
        'Goalies wear full goalie equipment, including a throat protector.',
        'Only the orange low-bounce league ball is used in league games.',
      ],
    },
    {
      heading: 'Conduct and suspensions',
      items: [
        'A match penalty carries an automatic one-game suspension; the Director of Officiating may add games.',
        'A coach removed from a game is suspended for the next game.',
        'Suspended players and coaches may not sit on the bench or in the penalty box.',
        'A team that plays a suspended player forfeits that game.',
      ],
    },
  ],
};
