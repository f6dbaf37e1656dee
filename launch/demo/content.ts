import type { DemoApi, DemoSetting } from './api';
import { addDays } from './league-play-games';

/**
 * Demo content (the league replaces it): news, videos, a current and an archived suspension. The news is
 * dated some days before today on the league's calendar, as the rest of the demo is, so it never reads
 * as last season's.
 */
export const DEMO_NEWS_DAYS_AGO = [2, 9, 28] as const;

const newsOf = (today: string) => {
  const [recent, week, opener] = DEMO_NEWS_DAYS_AGO.map((days) => addDays(today, -days));
  return [
    {
      newsHeading: 'Tournament registration is open',
      newsSubheading: 'Register before the close date on the Tournaments page',
      newsDate: recent!,
      newsContent:
        'Players can register for the open tournament now through TOURNAMENTS. Every player must sign the commitment form before the first game.',
    },
    {
      newsHeading: 'Playoff schedule posted',
      newsSubheading: '',
      newsDate: week!,
      newsContent:
        'The quarterfinals, semifinals and final are on the league schedule and in the calendar feeds. Teams are filled in as the regular season ends.',
    },
    {
      newsHeading: 'The season is under way',
      newsSubheading: 'Thanks to every player, coach and volunteer',
      newsDate: opener!,
      newsContent: 'Standings and scoring leaders are on the league pages, updated after every game night.',
    },
  ];
};

const videos = [
  {
    videoTitle: 'Championship game highlights',
    videoURL: 'https://www.youtube.com/results?search_query=ball+hockey+championship+highlights',
    videoCaption: 'The best of the winter final.',
  },
  {
    videoTitle: 'Goalie drills for ball hockey',
    videoURL: 'https://www.youtube.com/results?search_query=ball+hockey+goalie+drills',
    videoCaption: 'Warm-ups our coaches recommend.',
  },
];

const suspensions = [
  {
    playerName: 'Jordan Miles',
    team: 'Albany Blades',
    date1: '2026-02-21',
    reason: 'Match penalty: fighting',
    numberOfGames: 2,
    served: false,
    appealed: false,
  },
  {
    playerName: 'Chris Dorsey',
    team: 'Troy Thunder',
    date1: '2025-11-08',
    reason: 'Abuse of an official',
    numberOfGames: 1,
    served: true,
    appealed: false,
  },
];

export async function loadContentDemo(api: DemoApi, { today }: DemoSetting): Promise<void> {
  const news = newsOf(today);
  for (const item of [...news].reverse()) await api.call('POST', '/api/admin/createNews', item);
  for (const video of videos) await api.call('POST', '/api/admin/createVideo', video);
  const [current, served] = suspensions;
  if (current) await api.call('POST', '/api/admin/createSuspension', current);
  if (served) {
    const { suspensionId } = await api.call('POST', '/api/admin/createSuspension', served);
    // just created: at version 0
    await api.call(
      'PATCH',
      `/api/admin/${String(suspensionId)}/archiveCurrentToggleSuspension`,
      undefined,
      0,
    );
  }
}
