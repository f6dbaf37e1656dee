import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { HOME_TEXT } from '../../shared/content/leagueContent';
import { homePulseQuery } from './pulseApi';

const LeagueSection = lazy(() =>
  import('./homeLive').then(({ LeagueSection: Section }) => ({ default: Section })),
);

/**
 * The league's pulse, first on the home page after its title: one section per current league with its
 * latest results, next games and the top of its standings. Nothing when no league is current. The read
 * starts here, beside the sections' code.
 */
export function LeaguePulse() {
  const home = useQuery(homePulseQuery());
  const loadError = useQueryErrorMessage(home, HOME_TEXT.pulse.loadError);
  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {home.isPending && <Spinner />}
      <Suspense fallback={<Spinner />}>
        {home.data?.leagues.map((league) => (
          <LeagueSection key={league.leagueId} league={league} />
        ))}
      </Suspense>
    </>
  );
}
