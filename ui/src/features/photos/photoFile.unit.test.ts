import { MAX_PHOTO_BYTES, PHOTO_PICK_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photoFile';

const file = (name: string, size = 1000) => ({ name, size });

describe('the player photo file', () => {
  it('is one .jpg, .jpeg or .png file', () => {
    expect(photoFileProblem([file('me.jpg')])).toBeNull();
    expect(photoFileProblem([file('me.JPEG')])).toBeNull();
    expect(photoFileProblem([file('me.png')])).toBeNull();
  });

  it('asks for an image otherwise', () => {
    expect(photoFileProblem([])).toBe(PHOTO_PICK_MESSAGE);
    expect(photoFileProblem([file('me.gif')])).toBe(PHOTO_PICK_MESSAGE);
    expect(photoFileProblem([file('me.png.txt')])).toBe(PHOTO_PICK_MESSAGE);
    expect(photoFileProblem([file('a.jpg'), file('b.jpg')])).toBe(PHOTO_PICK_MESSAGE);
  });

  it('is at most 5 MB', () => {
    expect(photoFileProblem([file('big.jpg', MAX_PHOTO_BYTES)])).toBeNull();
    expect(photoFileProblem([file('big.jpg', MAX_PHOTO_BYTES + 1)])).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });
});
