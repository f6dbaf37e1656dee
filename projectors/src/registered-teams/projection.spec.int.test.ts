import { describe, it } from 'vitest';
import type {
  CoachSignedUp,
  PersonalDataErased,
  RegisteredTeamData,
  RegisteredTeamEvent,
  RosterSlot,
} from '@league/contracts';
import { ERASED_TEXT } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { registeredTeamsProjection } from './projection';

const spec = projectionSpec(registeredTeamsProjection);
const [thunder, storm] = [uuid(1), uuid(2)];
const [pat, sam] = [uuid(3), uuid(4)];
const org = uuid(5);

const empty: RosterSlot = {
  name: '',
  number: null,
  birthYear: null,
  playerIsGoalie: false,
  playerIsTaxi: false,
  playerIsActive: false,
};
const roster = [
  { ...empty, name: 'Alex Ray', number: 7, birthYear: 2009 },
  ...Array.from({ length: 29 }, () => empty),
];
const none = Array.from({ length: 30 }, () => false);
const firstTwo = Array.from({ length: 30 }, (_, i) => i < 2);

const team = (registeredTeamId: string, more: Partial<RegisteredTeamData> = {}): RegisteredTeamData => ({
  registeredTeamId,
  coachId: pat,
  orgId: org,
  organization: 'Albany BH',
  team: '  Thunder   Blue ',
  year: 2026,
  headCoach: 'Pat Quinn',
  assistantCoaches: 'Sam Lo',
  date: '2026-03-01',
  roster,
  ...more,
});
const registered = (id: string, more: Partial<RegisteredTeamData> = {}): RegisteredTeamEvent => ({
  type: 'TeamRegistered',
  data: team(id, more),
});
const edited = (id: string, more: Partial<RegisteredTeamData> = {}): RegisteredTeamEvent => ({
  type: 'RegisteredTeamEdited',
  data: team(id, more),
});
const committed = (registeredTeamId: string, flags: boolean[]): RegisteredTeamEvent => ({
  type: 'PlayersMarkedCommitted',
  data: { registeredTeamId, committed: flags },
});
const archived = (registeredTeamId: string): RegisteredTeamEvent => ({
  type: 'RegisteredTeamArchived',
  data: { registeredTeamId },
});
const restored = (registeredTeamId: string): RegisteredTeamEvent => ({
  type: 'RegisteredTeamRestored',
  data: { registeredTeamId },
});
const signedUp = (coachId: string, email: string) => ({
  ...({ type: 'CoachSignedUp', data: { coachId, email, passwordHash: 'scrypt$x' } } satisfies CoachSignedUp),
  sealed: true,
});
const erased = (kind: 'coach' | 'registrant', subjectId: string): PersonalDataErased => ({
  type: 'PersonalDataErased',
  data: {
    personId: `${kind}-${subjectId}`,
    kind,
    subjectId,
    erasedBy: { role: 'admin', id: 'admin-1' },
    erasedAt: '2026-02-01T00:00:00.000Z',
  },
});

const STATE = 'SELECT team, head_coach, year, committed, is_current, version FROM registered_teams';
const EMAILS = 'SELECT coach_id, email FROM registration_coach_emails ORDER BY email';

describe('registered teams projection', () => {
  it('keeps a registered team as current, with its roster, no player committed and its name as a key', async () => {
    await spec.given(registered(thunder)).then('SELECT * FROM registered_teams', [
      {
        registered_team_id: thunder,
        coach_id: pat,
        org_id: org,
        organization: 'Albany BH',
        team: '  Thunder   Blue ',
        team_key: 'thunder blue',
        year: 2026,
        head_coach: 'Pat Quinn',
        assistant_coaches: 'Sam Lo',
        date: '2026-03-01',
        roster,
        committed: none,
        is_current: true,
        version: 0,
      },
    ]);
  });

  it('takes every field of an edit, keeping the committed flags and whether it is current', async () => {
    await spec
      .given(registered(thunder), committed(thunder, firstTwo), archived(thunder))
      .when(
        edited(thunder, {
          team: 'Thunder Gold',
          headCoach: 'Pat Q',
          year: 2027,
          roster: roster.slice().reverse(),
        }),
      )
      .then(
        'SELECT team, team_key, head_coach, year, roster, committed, is_current, version FROM registered_teams',
        [
          {
            team: 'Thunder Gold',
            team_key: 'thunder gold',
            head_coach: 'Pat Q',
            year: 2027,
            roster: roster.slice().reverse(),
            committed: firstTwo,
            is_current: false,
            version: 3,
          },
        ],
      );
  });

  it('marks players committed, archives a team and restores it', async () => {
    const base = spec
      .given(registered(thunder), registered(storm, { team: 'Storm' }))
      .when(committed(thunder, firstTwo));
    await base.then(`${STATE} ORDER BY team_key`, [
      { team: 'Storm', head_coach: 'Pat Quinn', year: 2026, committed: none, is_current: true, version: 0 },
      {
        team: '  Thunder   Blue ',
        head_coach: 'Pat Quinn',
        year: 2026,
        committed: firstTwo,
        is_current: true,
        version: 1,
      },
    ]);
    const gone = base.when(archived(thunder));
    await gone.then(
      'SELECT is_current, version FROM registered_teams WHERE registered_team_id = $1',
      [{ is_current: false, version: 2 }],
      [thunder],
    );
    await gone
      .when(restored(thunder))
      .then(
        'SELECT is_current, version FROM registered_teams WHERE registered_team_id = $1',
        [{ is_current: true, version: 3 }],
        [thunder],
      );
  });

  it('ignores events older than the row, and a registration delivered again', async () => {
    const first = registered(thunder);
    await spec
      .given(first, edited(thunder, { headCoach: 'Pat Q' }), archived(thunder))
      .when(
        first,
        { ...edited(thunder, { headCoach: 'Stale' }), version: 1 },
        { ...restored(thunder), version: 2 },
      )
      .then(STATE, [
        {
          team: '  Thunder   Blue ',
          head_coach: 'Pat Q',
          year: 2026,
          committed: none,
          is_current: false,
          version: 2,
        },
      ]);
  });

  it("keeps each coach's sign-up address, opened from the sealed log", async () => {
    await spec.given(signedUp(pat, 'Pat@Example.com'), signedUp(sam, 'sam@example.com')).then(EMAILS, [
      { coach_id: pat, email: 'Pat@Example.com' },
      { coach_id: sam, email: 'sam@example.com' },
    ]);
  });

  it("drops an erased coach's address, keeps their teams with the head coach (their name) erased, and ignores the erasure of a registrant", async () => {
    const base = spec
      .given(signedUp(pat, 'pat@example.com'), signedUp(sam, 'sam@example.com'), registered(thunder))
      .when(erased('coach', pat), erased('registrant', sam));
    await base.then(EMAILS, [{ coach_id: sam, email: 'sam@example.com' }]);
    await base.then('SELECT coach_id, head_coach FROM registered_teams', [
      { coach_id: pat, head_coach: ERASED_TEXT },
    ]);
  });

  it('has no address of an erased coach after a rebuild, whose key is gone, and no head coach name', async () => {
    const base = spec
      .given(signedUp(pat, 'pat@example.com'), signedUp(sam, 'sam@example.com'), {
        ...registered(thunder),
        sealed: true,
      })
      .withErasedKeys(`coach-${pat}`);
    await base.then(EMAILS, [{ coach_id: sam, email: 'sam@example.com' }]);
    await base.then('SELECT coach_id, head_coach FROM registered_teams', [
      { coach_id: pat, head_coach: ERASED_TEXT },
    ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        signedUp(pat, 'pat@example.com'),
        registered(thunder),
        edited(thunder, { headCoach: 'Pat Q' }),
        committed(thunder, firstTwo),
        archived(thunder),
        restored(thunder),
      )
      .whenAppliedAgain()
      .then(STATE, [
        {
          team: '  Thunder   Blue ',
          head_coach: 'Pat Q',
          year: 2026,
          committed: firstTwo,
          is_current: true,
          version: 4,
        },
      ]);
  });
});
