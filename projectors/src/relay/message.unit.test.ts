import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@league/contracts';
import { memoryPersonalData } from '@league/infra/personal-data';
import { publicStreamId, toEventMessage, withoutClearPersonalData, withoutSecrets } from './message';

const SEALED = 'pd1:coach-c1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const event: RecordedEvent = {
  type: 'CoachSignedUp',
  data: { coachId: 'c1', email: SEALED, passwordHash: 'scrypt$…', nested: [{ passwordHash: 'x', keep: 1 }] },
  metadata: {
    eventId: 'e1',
    correlationId: 'c',
    causationId: null,
    actor: { role: 'public', id: null },
    recordedAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  },
  streamId: 'coach-c1',
  streamVersion: 0,
  position: '12.34',
};

describe('Kafka record of an event', () => {
  it('is keyed by stream id, carries id, type and position in headers, and never a password hash', () => {
    const message = toEventMessage(event);
    expect(message.key).toBe('coach-c1');
    expect(message.headers).toEqual({ eventId: 'e1', type: 'CoachSignedUp', position: '12.34' });
    expect(JSON.parse(message.value)).toEqual({
      type: 'CoachSignedUp',
      data: { coachId: 'c1', email: SEALED, nested: [{ keep: 1 }] },
      metadata: event.metadata,
      streamId: 'coach-c1',
      streamVersion: 0,
      position: '12.34',
    });
    expect(message.value).not.toContain('passwordHash');
  });

  it('leaves scalars and data without secrets as they are', () => {
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets('x')).toBe('x');
    expect(withoutSecrets({ a: [1, { b: 2 }] })).toEqual({ a: [1, { b: 2 }] });
  });

  it('carries personal fields only sealed: a value recorded in clear before sealing is left out', async () => {
    const vault = memoryPersonalData();
    const registrant = {
      registrantId: 'r1',
      tournamentId: 't1',
      firstName: 'Ana',
      phoneNumber: '518 555 0101',
      dateOfBirth: '2011-04-01',
      parentName: 'Rosa Lo',
      email: 'ana@example.com',
      address: '1 Elm St',
    };
    const sealed = await vault.seal({ type: 'PlayerRegisteredForTournament', data: registrant });
    const fresh = toEventMessage({ ...event, type: 'PlayerRegisteredForTournament', data: sealed.data });
    const clearValues = /Ana|518 555 0101|2011-04-01|Rosa Lo|ana@example\.com|1 Elm St/;
    expect(fresh.value).not.toMatch(clearValues);
    const published = JSON.parse(fresh.value).data as Record<string, string>;
    expect(published).toMatchObject({ registrantId: 'r1', tournamentId: 't1' });
    expect(Object.keys(published).sort()).toEqual(Object.keys(registrant).sort());
    expect(published.phoneNumber).toMatch(/^pd1:registrant-r1:/);
    // a holder of the key opens it, nobody after the erasure
    const [opened] = await vault.open([{ type: 'PlayerRegisteredForTournament', data: published }]);
    expect(opened!.data).toEqual(registrant);
    await vault.erase('registrant-r1');
    const [erased] = await vault.open([{ type: 'PlayerRegisteredForTournament', data: published }]);
    expect(JSON.stringify(erased!.data)).not.toMatch(clearValues);

    const legacy = toEventMessage({ ...event, type: 'PlayerRegisteredForTournament', data: registrant });
    expect(legacy.value).not.toMatch(clearValues);
    expect(JSON.parse(legacy.value).data).toEqual({ registrantId: 'r1', tournamentId: 't1' });
    expect(withoutClearPersonalData('CoachSignedUp', { coachId: 'c1', email: 'a@b.c' })).toEqual({
      coachId: 'c1',
    });
    expect(withoutClearPersonalData('TeamRegistered', { teamName: 'Owls', headCoach: 'Pat' })).toEqual({
      teamName: 'Owls',
    });
  });

  it('carries the addresses of mail events only sealed, each recipient with its own key', async () => {
    const vault = memoryPersonalData();
    const contact = {
      type: 'ContactMessageReceived',
      data: { messageId: 'm1', fromName: 'Pat Fan', fromEmail: 'pat@fans.org', message: 'Hello league' },
    };
    const broadcast = {
      type: 'EmailBroadcastRequested',
      data: {
        broadcastId: 'b1',
        subject: 'Rosters',
        message: 'Rosters are due.',
        fromName: 'Ball Hockey League',
        to: ['c1@team.org', 'c2@team.org'],
        toEveryCoach: true,
      },
    };
    const clearValues = /Pat Fan|pat@fans\.org|c1@team\.org|c2@team\.org/;
    const published = async (mail: { type: string; data: unknown }) =>
      JSON.parse(toEventMessage({ ...event, ...mail, streamId: 'mail-1' }).value).data;

    const sealedContact = await vault.seal(contact);
    const sealedBroadcast = await vault.seal(broadcast);
    const out = [await published(sealedContact), await published(sealedBroadcast)];
    expect(JSON.stringify(out)).not.toMatch(clearValues);
    expect(out[0]).toEqual(sealedContact.data);
    expect(out[1]).toEqual(sealedBroadcast.data);
    expect(out[1].to).toHaveLength(2);
    const pat = await vault.addressPersonId('pat@fans.org');
    expect(out[0].fromEmail).toMatch(new RegExp(`^pd1:${pat}:`));
    // the notifier, holding the keys, opens them
    expect(
      (await vault.open([contact, broadcast].map((mail, i) => ({ type: mail.type, data: out[i] })))).map(
        (mail) => mail.data,
      ),
    ).toEqual([contact.data, broadcast.data]);

    // recorded in clear before sealing: the clear sender and recipients are left out
    const legacy = [await published(contact), await published(broadcast)];
    expect(JSON.stringify(legacy)).not.toMatch(clearValues);
    expect(legacy[0]).toEqual({ messageId: 'm1' });
    expect(legacy[1]).toEqual({ ...broadcast.data, to: [] });
    const mixed = { ...broadcast.data, to: ['c1@team.org', (sealedBroadcast.data.to as string[])[1]] };
    expect(withoutClearPersonalData('EmailBroadcastRequested', mixed)).toEqual({
      ...broadcast.data,
      to: [(sealedBroadcast.data.to as string[])[1]],
    });
  });

  it('keys a claim stream named by an address, recorded before stream ids were hashed, by its hash', async () => {
    const emailKey = async (email: string) => `hash(${email.trim().toLowerCase()})`;
    expect(await publicStreamId('coachEmail-Old@Team.org', emailKey)).toBe('coachEmail-hash(old@team.org)');
    expect(await publicStreamId('adminEmail-admin@league.org', emailKey)).toBe(
      'adminEmail-hash(admin@league.org)',
    );
    expect(await publicStreamId('coachEmail-0a1b', emailKey)).toBe('coachEmail-0a1b');
    expect(await publicStreamId('coach-c1', emailKey)).toBe('coach-c1');
    const message = toEventMessage(
      {
        ...event,
        type: 'CoachEmailClaimed',
        data: { email: 'old@team.org', coachId: 'c1' },
        streamId: 'coachEmail-old@team.org',
      },
      await publicStreamId('coachEmail-old@team.org', emailKey),
    );
    expect(message.key).toBe('coachEmail-hash(old@team.org)');
    expect(message.value).not.toContain('old@team.org"');
    expect(JSON.parse(message.value)).toMatchObject({
      streamId: 'coachEmail-hash(old@team.org)',
      data: { coachId: 'c1' },
    });
  });
});
