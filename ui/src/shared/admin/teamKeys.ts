/** The query keys of the admin team reads (the results form marks them stale after a save too). */
export const teamKeys = {
  all: ['teams'] as const,
  current: () => [...teamKeys.all, 'current'] as const,
  roster: (teamName: string, year: string) => [...teamKeys.all, 'roster', teamName, year] as const,
  team: (teamId: string) => [...teamKeys.all, 'team', teamId] as const,
  archived: () => [...teamKeys.all, 'archived'] as const,
};
