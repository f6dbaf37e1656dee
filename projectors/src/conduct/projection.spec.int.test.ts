import { describe, it } from 'vitest';
import type { CodeOfConductSigned } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { conductSignaturesProjection } from './projection';

const spec = projectionSpec(conductSignaturesProjection);

const signed = (
  n: number,
  firstName: string,
  lastName: string,
  team = 'Albany Ice',
): CodeOfConductSigned => ({
  type: 'CodeOfConductSigned',
  data: { signatureId: uuid(n), firstName, lastName, team, season: 'Spring 2026', date: '2026-03-01' },
});

const ALL = 'SELECT * FROM conduct_signatures ORDER BY last_name, first_name';

describe('conduct signatures projection', () => {
  it('keeps one row per signature, the same coach signing twice included', async () => {
    await spec
      .given(signed(1, 'Pat', 'Quinn'), signed(2, 'Sam', 'Carter', 'Troy Fire'))
      .when(signed(3, 'Pat', 'Quinn', 'Albany Ice B'))
      .then(ALL, [
        {
          signature_id: uuid(2),
          first_name: 'Sam',
          last_name: 'Carter',
          team: 'Troy Fire',
          season: 'Spring 2026',
          date: '2026-03-01',
        },
        {
          signature_id: uuid(1),
          first_name: 'Pat',
          last_name: 'Quinn',
          team: 'Albany Ice',
          season: 'Spring 2026',
          date: '2026-03-01',
        },
        {
          signature_id: uuid(3),
          first_name: 'Pat',
          last_name: 'Quinn',
          team: 'Albany Ice B',
          season: 'Spring 2026',
          date: '2026-03-01',
        },
      ]);
  });

  it('never changes a signature: the same signature delivered again is kept as first written', async () => {
    const first = signed(1, 'Pat', 'Quinn');
    await spec
      .given(first)
      .when(first, { ...signed(1, 'Changed', 'Name'), version: 0 })
      .then('SELECT first_name, last_name FROM conduct_signatures', [
        { first_name: 'Pat', last_name: 'Quinn' },
      ]);
  });
});
