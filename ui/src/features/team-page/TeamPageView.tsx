import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { TeamPageData } from '@league/contracts';
import { leagueLabel, pageTitles, siteRoute } from '@league/contracts/site-pages';
import { Link } from '../../shared/router';
import { Breadcrumbs } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { RosterTable } from '../../shared/league/rosters/RosterTable';
import { calendarFeeds } from '../../shared/league/schedules/api';
import { recordLabel } from '../../shared/league/schedules/scheduleItem';
import { ScheduleTable } from '../../shared/league/schedules/ScheduleTable';
import { CsvDownloadLink, leagueCsv } from '../../shared/csv/CsvDownloadLink';
import { NextGameCard } from './NextGameCard';
import { OtherSeasons } from './OtherSeasons';
import { StatTiles } from './StatTiles';
import classes from './TeamPage.module.css';
import { otherLossesText, rankText } from './teamPageText';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

// the calendar links of a current team load after the page's first render: the page's first load
// stays within the weight goal without them
const SubscribeLinks = lazy(() =>
  import('../../shared/league/schedules/SubscribeLinks').then(({ SubscribeLinks: Links }) => ({
    default: Links,
  })),
);

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Text id={id} component="h2" ff="heading" fw={700} fz="h3" c="navy.8" m={0} mb="xs">
        {title}
      </Text>
      {children}
    </section>
  );
}

/**
 * A team's page, current or archived: its record (what its other losses are, in words) and rank, the season at a glance, the next game, the
 * roster, the schedule with results, the calendar feed of a current team and the club's other seasons.
 */
export function TeamPageView({ team }: { team: TeamPageData }) {
  const { league, standing } = team;
  const naming = { ...league, teamName: team.teamName };
  const otherLosses = otherLossesText(standing);
  return (
    <div className={classes.page}>
      <DocumentTitle title={pageTitles.team(naming)} />
      <Breadcrumbs
        items={[
          { label: 'Home', to: siteRoute.home.href() },
          { label: leagueLabel(league), to: siteRoute.leagueHub.href({ leagueId: league.leagueId }) },
          { label: team.teamName },
        ]}
      />
      <header className={classes.header}>
        <Text
          component="h1"
          ff="heading"
          fw={700}
          {...responsiveFontSize({ base: 26, sm: 34 })}
          c="navy.8"
          tt="uppercase"
          m={0}
          data-testid="team-name"
        >
          {team.teamName}
        </Text>
        <Text fw={600} c="dimmed">
          <Anchor
            component={Link}
            to={siteRoute.leagueHub.href({ leagueId: league.leagueId })}
            c="dimmed"
            fw={700}
            data-testid="team-league"
          >
            {leagueLabel(league)}
          </Anchor>
          {!team.isCurrent && ' · archived'}
        </Text>
        <div className={classes.headline}>
          <span>
            Record: <span data-testid="team-record">{recordLabel(standing)}</span>
            {otherLosses && (
              <Text span fw={600} c="dimmed">
                {' · '}
                <span data-testid="team-record-detail">{otherLosses}</span>
              </Text>
            )}
          </span>
          <span data-testid="team-points">{standing.points} PTS</span>
          <Anchor
            component={Link}
            to={siteRoute.standings.href({ leagueId: league.leagueId })}
            fw={700}
            data-testid="team-rank"
          >
            {rankText(standing)}
          </Anchor>
        </div>
      </header>
      <StatTiles team={team} />
      <NextGameCard game={team.nextGame} teamId={team.teamId} />
      {team.isCurrent && (
        <Suspense fallback={null}>
          <SubscribeLinks
            feedPath={calendarFeeds.team(team.teamId)}
            label="Team calendar"
            calendarOf={naming}
          />
        </Suspense>
      )}
      <Section title="Roster" id="team-roster">
        <RosterTable players={team.roster} caption={`${team.teamName} roster`} />
        <CsvDownloadLink href={leagueCsv.teamRoster(team.teamId)} />
      </Section>
      <Section title="Schedule" id="team-schedule">
        {team.schedule.length === 0 ? (
          <Text ta="center" fw={800} c="navy.8" py="md">
            NOTHING SCHEDULED YET!
          </Text>
        ) : (
          <ScheduleTable
            items={team.schedule}
            view={{ kind: 'team', teamName: team.teamName }}
            leagueOf={() => league}
            caption={`${team.teamName} schedule`}
          />
        )}
      </Section>
      <Section title="Other seasons" id="team-seasons">
        <OtherSeasons seasons={team.otherSeasons} />
      </Section>
    </div>
  );
}
