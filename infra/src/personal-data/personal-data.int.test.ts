import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT, isSealed, sealedPersonId } from '@league/contracts';
import { createTestPglite, createTestPostgres } from '../testing';
import { newPersonKey, openText, sealText } from './cipher';
import { memoryPersonKeys, sqlPersonKeys, type PersonKeys } from './keys';
import { createPersonalDataVault } from './vault';

describe('sealing a personal text', () => {
  it('opens with the key it was sealed with, and is a different text each time', () => {
    const key = newPersonKey();
    const sealed = sealText(key, 'coach-1', 'coach@example.org');
    expect(sealed).toMatch(/^pd1:coach-1:/);
    expect(sealed).not.toContain('coach@example.org');
    expect(sealText(key, 'coach-1', 'coach@example.org')).not.toBe(sealed);
    expect(openText(key, sealed)).toBe('coach@example.org');
  });

  it('refuses another key, another person or an altered value', () => {
    const key = newPersonKey();
    const sealed = sealText(key, 'registrant-1', '555-0100');
    expect(() => openText(newPersonKey(), sealed)).toThrow();
    expect(() => openText(key, sealed.replace('registrant-1', 'registrant-2'))).toThrow();
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => openText(key, `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
    expect(() => openText(key, 'pd1:registrant-1:nothing')).toThrow();
  });
});

const backends: Array<[string, () => Promise<{ keys: PersonKeys; close: () => Promise<void> } | null>]> = [
  ['memory', async () => ({ keys: memoryPersonKeys(), close: async () => undefined })],
  [
    'PGlite',
    async () => {
      const db = await createTestPglite();
      return { keys: sqlPersonKeys(db), close: () => db.close() };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const server = await createTestPostgres();
      return server && { keys: sqlPersonKeys(server.db), close: server.drop };
    },
  ],
];

describe.each(backends)('person keys (%s)', (_name, open) => {
  let backend: { keys: PersonKeys; close: () => Promise<void> } | null = null;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend?.close());

  it('creates a key once per person, finds it again, and forgets it when erased', async (context) => {
    if (!backend) return context.skip();
    const { keys } = backend;
    const key = await keys.keyFor('coach-a');
    expect(key.length).toBe(32);
    expect((await keys.keyFor('coach-a')).equals(key)).toBe(true);
    expect([...(await keys.existing(['coach-a', 'coach-b'])).keys()]).toEqual(['coach-a']);
    expect(await keys.erase('coach-a')).toBe(true);
    expect(await keys.erase('coach-a')).toBe(false);
    expect((await keys.existing(['coach-a'])).size).toBe(0);
    expect((await keys.keyFor('coach-a')).equals(key)).toBe(false);
  });

  it('creates the missing keys of many persons at once and keeps the existing ones', async (context) => {
    if (!backend) return context.skip();
    const { keys } = backend;
    const first = await keys.keyFor('address-1');
    const all = await keys.keysFor(['address-1', 'address-2', 'address-3', 'address-2']);
    expect([...all.keys()].sort()).toEqual(['address-1', 'address-2', 'address-3']);
    expect(all.get('address-1')!.equals(first)).toBe(true);
    expect(all.get('address-2')!.length).toBe(32);
    expect(all.get('address-2')!.equals(all.get('address-3')!)).toBe(false);
    expect((await keys.keyFor('address-3')).equals(all.get('address-3')!)).toBe(true);
  });

  it('keeps one secret per name', async (context) => {
    if (!backend) return context.skip();
    const secret = await backend.keys.secret('s');
    expect(secret.length).toBe(32);
    expect((await backend.keys.secret('s')).equals(secret)).toBe(true);
    expect((await backend.keys.secret('t')).equals(secret)).toBe(false);
  });

  it('seals the personal fields of an event, opens them, and reads erased data as erased', async (context) => {
    if (!backend) return context.skip();
    const vault = createPersonalDataVault(backend.keys);
    const event = {
      type: 'PlayerRegisteredForTournament',
      data: { registrantId: 'r1', tournamentId: 't1', phoneNumber: '555-0100', dateOfBirth: '2010-04-01' },
    };
    const sealed = await vault.seal(event);
    expect(sealed.data.registrantId).toBe('r1');
    expect(sealed.data.tournamentId).toBe('t1');
    expect(isSealed(sealed.data.phoneNumber) && isSealed(sealed.data.dateOfBirth)).toBe(true);
    expect(JSON.stringify(sealed)).not.toMatch(/555-0100|2010-04-01/);
    const clearLegacy = { type: 'CoachSignedUp', data: { coachId: 'c9', email: 'old@example.org' } };
    const other = { type: 'TeamRegistered', data: { team: 'Wolves' } };
    expect(await vault.open([sealed, clearLegacy, other])).toEqual([event, clearLegacy, other]);
    expect(await vault.erase('registrant-r1')).toBe(true);
    expect((await vault.open([sealed]))[0]!.data).toEqual({
      registrantId: 'r1',
      tournamentId: 't1',
      phoneNumber: ERASED_TEXT,
      dateOfBirth: ERASED_TEXT,
    });
  });

  it('seals mail events with a key per address: erasing one address leaves the others readable', async (context) => {
    if (!backend) return context.skip();
    const vault = createPersonalDataVault(backend.keys);
    const contact = {
      type: 'ContactMessageReceived',
      data: { messageId: 'm1', fromName: 'Pat Fan', fromEmail: 'Pat@Fans.org', message: 'Hi' },
    };
    const broadcast = {
      type: 'EmailBroadcastRequested',
      data: {
        broadcastId: 'b1',
        subject: 'S',
        message: 'M',
        fromName: 'League',
        to: ['a@x.org', 'pat@fans.org'],
      },
    };
    const sealedContact = await vault.seal(contact);
    const sealedBroadcast = await vault.seal(broadcast);
    expect(JSON.stringify([sealedContact, sealedBroadcast])).not.toMatch(/Pat|@/i);
    const pat = await vault.addressPersonId('pat@fans.org');
    expect(pat).toMatch(/^address-[0-9a-f]{64}$/);
    expect(await vault.addressPersonId(' PAT@fans.ORG')).toBe(pat);
    expect(sealedContact.data.messageId).toBe('m1');
    // the message's text is the sender's too, sealed with their key
    expect(
      [sealedContact.data.fromName, sealedContact.data.fromEmail, sealedContact.data.message].map(
        sealedPersonId,
      ),
    ).toEqual([pat, pat, pat]);
    expect(sealedBroadcast.data.to.map(sealedPersonId)).toEqual([
      await vault.addressPersonId('a@x.org'),
      pat,
    ]);
    expect(await vault.open([sealedContact, sealedBroadcast])).toEqual([contact, broadcast]);
    // sealing twice changes nothing
    expect(await vault.seal(sealedBroadcast)).toEqual(sealedBroadcast);

    expect(await vault.erase(pat)).toBe(true);
    const [erasedContact] = await vault.open([sealedContact]);
    const [erasedBroadcast] = await vault.open([sealedBroadcast]);
    expect(erasedContact!.data).toEqual({
      ...contact.data,
      fromName: ERASED_TEXT,
      fromEmail: ERASED_TEXT,
      message: ERASED_TEXT,
    });
    expect(erasedBroadcast!.data.to).toEqual(['a@x.org', ERASED_TEXT]);
  });

  it('names e-mail streams by a keyed hash of the normalised address', async (context) => {
    if (!backend) return context.skip();
    const vault = createPersonalDataVault(backend.keys);
    const key = await vault.emailStreamKey(' Coach@Example.org ');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await vault.emailStreamKey('coach@example.org')).toBe(key);
    expect(await createPersonalDataVault(memoryPersonKeys()).emailStreamKey('coach@example.org')).not.toBe(
      key,
    );
  });
});
