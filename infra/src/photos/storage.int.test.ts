import { chmod, mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createFilePhotoStorage, photoNameOfUrl } from './storage';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 4),
]);
const name = `${'ab'.repeat(32)}.png`;
const legacy = '0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11.jpg';

async function photoDir() {
  const root = await mkdtemp(join(tmpdir(), 'league-photo-files-'));
  return { root, dir: join(root, 'photos') };
}

describe('photo storage in files', () => {
  it('writes each photo owner-only (file 0600, folder 0700), also into a folder made wider before', async () => {
    const { dir } = await photoDir();
    const storage = createFilePhotoStorage(dir);
    expect(await storage.save(name, PNG, 'image/png')).toEqual({ url: `/api/photos/${name}` });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);

    const { dir: older } = await photoDir();
    await mkdir(older, { mode: 0o755 });
    await chmod(older, 0o755);
    await createFilePhotoStorage(older).save(name, PNG, 'image/png');
    expect((await stat(older)).mode & 0o777).toBe(0o700);
    expect((await stat(join(older, name))).mode & 0o777).toBe(0o600);
  });

  it('opens a photo as a stream with its size and type; none for an unknown or malformed name', async () => {
    const { dir } = await photoDir();
    const storage = createFilePhotoStorage(dir);
    expect(await storage.open(name)).toBeNull(); // no folder yet
    await storage.save(name, PNG, 'image/png');
    const opened = await storage.open(name);
    expect(opened).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(await buffer(opened!.body)).toEqual(PNG);
    expect(await storage.open(legacy)).toBeNull();
    expect(await storage.open('../photos/x.png')).toBeNull();
  });

  it('lists photos and interrupted saves, and removes them; a missing one is no error', async () => {
    const { root, dir } = await photoDir();
    const storage = createFilePhotoStorage(dir);
    expect(await storage.list()).toEqual([]); // no folder yet
    await storage.save(name, PNG, 'image/png');
    await storage.save(legacy, PNG, 'image/jpeg');
    const partial = '.0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a12.partial';
    await writeFile(join(dir, partial), 'half a photo');
    await writeFile(join(dir, 'notes.txt'), 'not the storage’s');
    const listed = await storage.list();
    expect(listed.map((entry) => entry.name).sort()).toEqual([partial, legacy, name].sort());
    expect(listed.every((entry) => entry.modifiedAt instanceof Date)).toBe(true);

    await storage.remove(name);
    await storage.remove(partial);
    await storage.remove(name);
    expect((await readdir(dir)).sort()).toEqual([legacy, 'notes.txt']);
    await expect(storage.remove('notes.txt')).rejects.toThrow(/Not a photo name/);
    await expect(storage.remove('../photos/x.png')).rejects.toThrow(/Not a photo name/);
    expect(await readdir(root)).toEqual(['photos']);
  });

  it('finds the photo a recorded URL names, on the site or in a bucket', () => {
    expect(photoNameOfUrl(`/api/photos/${name}`)).toBe(name);
    expect(photoNameOfUrl(`https://cdn.example.org/p/${legacy}`)).toBe(legacy);
    expect(photoNameOfUrl('/api/photos/../secret')).toBeNull();
    expect(photoNameOfUrl('')).toBeNull();
  });
});
