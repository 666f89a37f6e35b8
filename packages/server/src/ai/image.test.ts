import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImage } from './image.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('checkImage', () => {
  it.each([
    ['meal.jpg', 'image/jpeg'],
    ['meal.png', 'image/png'],
    ['meal.webp', 'image/webp'],
  ])('recognises %s as %s by its bytes', (name, mimeType) => {
    expect(checkImage(fixture(name))).toEqual({ ok: true, mimeType });
  });

  it.each(['meal.jpg', 'meal.png', 'meal.webp'])('calls %s cut in half truncated', (name) => {
    const whole = fixture(name);
    expect(checkImage(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({
      ok: false,
      reason: 'truncated',
    });
  });

  it('accepts padding after the end marker', () => {
    const padded = Buffer.concat([fixture('meal.jpg'), Buffer.alloc(100)]);
    expect(checkImage(padded)).toEqual({ ok: true, mimeType: 'image/jpeg' });
  });

  it.each([
    ['a GIF', fixture('meal.gif')],
    ['text', Buffer.from('this is not a picture of lunch')],
    ['nothing', Buffer.alloc(0)],
    ['a lone JPEG start marker', Buffer.from([0xff, 0xd8])],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
  ])('refuses %s as not an image', (_name, bytes) => {
    expect(checkImage(bytes)).toEqual({ ok: false, reason: 'not_image' });
  });
});
