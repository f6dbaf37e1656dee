import type { LeagueDocument } from './types';

export const MEETING_MINUTES: readonly LeagueDocument[] = [
  {
    slug: 'minutes-2024-12-06',
    kind: 'minutes',
    title: 'Annual General Meeting Minutes',
    date: '2024-12-06',
    summary: 'Season review, election of the board, 2025 fees and tournament dates.',
    sections: [
      {
        heading: 'Attendance',
        paragraphs: [
          'Present: all five board members and delegates of eight of the nine member clubs (Westbrook ' +
            'Warriors sent apologies). Quorum confirmed. The President opened the meeting at 7:05 pm.',
        ],
      },
      {
        heading: 'Reports',
        items: [
          'President: 86 teams and about 1,400 players took part in the 2024 tournaments, up 12 percent.',
          'Treasurer: the year closes with a small surplus; insurance premiums rose by 8 percent.',
          'Director of Officiating: 41 certified referees; 23 suspensions, 4 appeals, 1 successful.',
        ],
      },
      {
        heading: 'Decisions',
        items: [
          'The board was re-elected for 2025–2026 without opposition.',
          'The 2025 team fee stays the same; the late registration fee rises by 25 dollars.',
          'The 2025 tournament dates were adopted as proposed (see the schedule on the home page).',
          'A working group will draft the 2025 Rules and Regulations by the end of January.',
        ],
      },
      {
        heading: 'Next meeting',
        paragraphs: ['A follow-up meeting on venues and the referee program on Thursday, December 19.'],
      },
    ],
  },
  {
    slug: 'minutes-2024-12-19',
    kind: 'minutes',
    title: 'December Follow-Up Meeting Minutes',
    date: '2024-12-19',
    summary: 'Venue contracts for 2025 and the new referee mentoring program.',
    sections: [
      {
        heading: 'Attendance',
        paragraphs: ['Board members and delegates of seven member clubs. Held online, opened at 7:30 pm.'],
      },
      {
        heading: 'Venues',
        items: [
          'The Vice President has signed contracts with four venues for all 2025 tournament weekends.',
          'Clubs will share a list of back-up outdoor surfaces in case of a cancellation.',
        ],
      },
      {
        heading: 'Referee program',
        items: [
          'Every new referee works their first three games beside an experienced mentor.',
          'Two clinics are planned for January and March; each club nominates at least two candidates.',
        ],
      },
    ],
  },
  {
    slug: 'minutes-2025-02-20',
    kind: 'minutes',
    title: 'February Board Meeting Minutes',
    date: '2025-02-20',
    summary: 'Winter Cup debrief, adoption of the 2025 Rules and Regulations, online registration.',
    sections: [
      {
        heading: 'Winter Cup',
        paragraphs: [
          'The board thanked the volunteers of the Winter Cup. The tournament ran on time despite the snow ' +
            'on Saturday morning; the full review is published on the info page.',
        ],
      },
      {
        heading: 'Decisions',
        items: [
          'The 2025 Rules and Regulations were adopted unanimously and take effect on March 1.',
          'From the Spring Classic on, coaches register teams and rosters on the league web site only.',
          'Suspensions will be listed by the league office and shared with every member club.',
        ],
      },
    ],
  },
  {
    slug: 'minutes-2025-03-18',
    kind: 'minutes',
    title: 'March Board Meeting Minutes',
    date: '2025-03-18',
    summary: 'Spring Classic preparation, referee clinic results and the youth division.',
    sections: [
      {
        heading: 'Spring Classic',
        items: [
          '31 teams registered so far; registration closes on April 12.',
          'A U14 youth division will be played on Sunday if at least six teams register.',
        ],
      },
      {
        heading: 'Officiating',
        items: [
          'Fourteen new referees passed the March clinic and join the mentoring program.',
          'A reminder will go to all coaches that the Code of Conduct must be signed before the first game.',
        ],
      },
    ],
  },
];
