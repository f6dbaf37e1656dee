import type { DemoApi, DemoVenues } from './api';

/** Demo content (the league replaces it): news, videos, a current and an archived suspension. */
const news = [
  {
    newsHeading: 'Spring registration is open',
    newsSubheading: 'Rosters are due two weeks before opening night',
    newsDate: '2026-03-02',
    newsContent:
      'Coaches can register their teams now through REGISTER YOUR TEAM. Every player must sign the commitment form before the first game.',
  },
  {
    newsHeading: 'Summer tournament schedule posted',
    newsSubheading: '',
    newsDate: '2026-02-16',
    newsContent:
      'The schedule for the summer tournament is on the home page. Games run Saturday and Sunday at the Riverside Sports Dome.',
  },
  {
    newsHeading: 'Winter season wrap-up',
    newsSubheading: 'Thanks to every player, coach and volunteer',
    newsDate: '2026-01-20',
    newsContent: 'Final standings and scoring leaders are on the league pages. See you in the spring.',
  },
];

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

export async function loadContentDemo(api: DemoApi, _venues: DemoVenues): Promise<void> {
  for (const item of [...news].reverse()) await api.call('POST', '/api/admin/createNews', item);
  for (const video of videos) await api.call('POST', '/api/admin/createVideo', video);
  const [current, served] = suspensions;
  if (current) await api.call('POST', '/api/admin/createSuspension', current);
  if (served) {
    const { suspensionId } = await api.call('POST', '/api/admin/createSuspension', served);
    await api.call('PATCH', `/api/admin/${String(suspensionId)}/archiveCurrentToggleSuspension`);
  }
}
