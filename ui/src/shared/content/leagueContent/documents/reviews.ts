import type { LeagueDocument } from './types';

const review = (
  slug: string,
  title: string,
  date: string,
  summary: string,
  results: readonly string[],
  notes: readonly string[],
): LeagueDocument => ({
  slug,
  kind: 'review',
  title,
  date,
  summary,
  sections: [
    { heading: 'Results', items: results },
    { heading: 'What went well and what we will change', items: notes },
  ],
});

export const TOURNAMENT_REVIEWS: readonly LeagueDocument[] = [
  review(
    'review-2024-spring-classic',
    '2024 Spring Classic Review',
    '2024-04-27',
    '28 teams in three divisions over one weekend.',
    [
      'Open division champion: Riverside Rebels, 3–2 in overtime against the Eastside Blades.',
      'Masters (35+) champion: Capital City Ball Hockey Club.',
      'Women’s division champion: Lakeview Street Hockey Association.',
    ],
    [
      'All 64 games started within ten minutes of their scheduled time.',
      'Rosters arrived late from several teams: registration will close one week earlier next year.',
    ],
  ),
  review(
    'review-2024-summer-slam',
    '2024 Summer Slam Review',
    '2024-06-22',
    'Played outdoors in record heat, with extra water breaks in every period.',
    ['Open division champion: Northfield Knights.', 'U16 division champion: Pine Valley Youth Ball Hockey.'],
    [
      'Mandatory water breaks halfway through each period worked well and will stay for summer events.',
      'Two games were moved to the second rink after a surface repair; teams were told in time.',
    ],
  ),
  review(
    'review-2024-state-championship',
    '2024 State Championship Review',
    '2024-08-24',
    'The season’s final tournament: the top eight teams of the year.',
    [
      'State champion: Harbor City Ball Hockey, 4–1 in the final against the Westbrook Warriors.',
      'Tournament most valuable player: the Harbor City goalie, with a .947 save percentage.',
    ],
    [
      'The live score updates on the web site were followed by more than 2,000 visitors.',
      'Two match penalties led to suspensions; both were served in the fall tournament.',
    ],
  ),
  review(
    'review-2025-winter-cup',
    '2025 Winter Cup Review',
    '2025-02-15',
    'The first tournament of 2025 and the first one under the new rules working draft.',
    [
      'Open division champion: Eastside Blades, in a shootout against Summit County.',
      'Masters (35+) champion: Riverside Rebels.',
    ],
    [
      'Snow delayed Saturday’s first games by 40 minutes; the schedule recovered by noon.',
      'The new three-shooter shootout was well received and is part of the 2025 rules.',
    ],
  ),
];
