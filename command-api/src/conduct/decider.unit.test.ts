import { describe, it } from 'vitest';
import type { ConductEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { conductDecider } from './decider';

const signed: ConductEvent = {
  type: 'CodeOfConductSigned',
  data: {
    signatureId: '5a1b2c3d-2222-4c55-9d0b-2d9a7c1c0a01',
    firstName: 'Pat',
    lastName: 'Quinn',
    team: 'Albany - Thunder',
    season: '2025',
    date: '2025-03-01',
  },
};
const spec = givenWhenThen(conductDecider);

describe('code of conduct decider', () => {
  it('records a signature', () => {
    spec([], { type: 'SignCodeOfConduct', data: signed.data }).then([signed]);
  });
  it('refuses a second signature under the same id', () => {
    spec([signed], { type: 'SignCodeOfConduct', data: signed.data }).thenRefused(409);
  });
});
