import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ListItemFormPage } from '../../shared/ui/ListItemFormPage';
import { currentLeaguesQuery, useUpdateLeague, type CurrentLeague } from '../../shared/admin/leaguesApi';
import { LeagueFormFields } from './LeagueFormFields';

function UpdateLeagueForm({ league: loaded }: { league: CurrentLeague }) {
  // the version the form was loaded with: a background refetch must not hide someone else's edit
  const [league] = useState(loaded);
  const save = useFormSave(
    useUpdateLeague(league),
    siteRoute.currentLeagues.href(),
    'Something went wrong with editing this league',
  );
  return (
    <>
      {save.errorModal}
      <LeagueFormFields
        initialValues={{
          leagueName: league.leagueName,
          divisionName: league.divisionName ?? '',
          session: league.session,
          year: String(league.year),
          allowDoubleHeaders: league.allowDoubleHeaders,
        }}
        submitLabel="UPDATE LEAGUE"
        {...save.form}
      />
    </>
  );
}

/** /admin/updateLeague/{leagueId}: a current league, from the current leagues list (it carries the version). */
export function UpdateLeaguePage() {
  const { leagueId } = useParams();
  return (
    <ListItemFormPage
      title="Update League"
      size={560}
      list={useQuery(currentLeaguesQuery())}
      id={leagueId}
      idOf={(league) => league.leagueId}
      loadFailure="Something went wrong with loading the leagues"
      missing="This league is not a current league."
    >
      {(league) => <UpdateLeagueForm key={league.leagueId} league={league} />}
    </ListItemFormPage>
  );
}
