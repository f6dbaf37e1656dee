import { describe, it } from 'vitest';
import {
  NO_COACH_ADDRESSES_MESSAGE,
  type ContactMessageReceived,
  type EmailBroadcastRequested,
} from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { broadcastDecider, contactDecider } from './decider';

const received: ContactMessageReceived = {
  type: 'ContactMessageReceived',
  data: {
    messageId: '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a05',
    fromName: 'Pat Fan',
    fromEmail: 'pat@fans.org',
    message: 'When does the season start?',
  },
};
const request = {
  broadcastId: '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a06',
  subject: 'New Message from the league',
  message: 'Rosters are due Friday.',
  fromName: 'Ball Hockey League',
  toEveryCoach: false,
};

describe('contact decider', () => {
  const spec = givenWhenThen(contactDecider);
  it('records a received message once', () => {
    spec([], { type: 'ReceiveContactMessage', data: received.data }).then([received]);
    spec([received], { type: 'ReceiveContactMessage', data: received.data }).thenRefused(409);
  });
});

describe('e-mail broadcast decider', () => {
  const spec = givenWhenThen(broadcastDecider);
  it('records the request with each recipient once, whatever the spelling', () => {
    const requested: EmailBroadcastRequested = {
      type: 'EmailBroadcastRequested',
      data: { ...request, to: ['Coach@A.org', 'b@b.org'] },
    };
    spec([], {
      type: 'RequestEmailBroadcast',
      data: { ...request, to: [' Coach@A.org', 'coach@a.org', 'b@b.org', 'B@B.ORG'] },
    }).then([requested]);
    spec([requested], { type: 'RequestEmailBroadcast', data: { ...request, to: ['x@y.org'] } }).thenRefused(
      409,
    );
  });
  it('refuses a request with nobody to send to (no coach has an account yet)', () => {
    spec([], {
      type: 'RequestEmailBroadcast',
      data: { ...request, toEveryCoach: true, to: [] },
    }).thenRefused(400, NO_COACH_ADDRESSES_MESSAGE);
  });
});
