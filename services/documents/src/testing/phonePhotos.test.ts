import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { causeShot, phonePhotoOf, phoneShot, PHONE_CAUSES, PHONE_SURFACES } from './phonePhotos';

/** A small white page with a black bar across its top. */
function page(): Buffer {
  const canvas = createCanvas(170, 220);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 170, 220);
  context.fillStyle = '#000000';
  context.fillRect(20, 20, 130, 12);
  return canvas.toBuffer('image/png');
}

describe('phone photos', () => {
  it('are the same image every run for a shot and seed, and differ between seeds', async () => {
    const shot = { ...phoneShot(3), width: 240 };
    const [first, again, other] = await Promise.all([phonePhotoOf(page(), shot), phonePhotoOf(page(), shot), phonePhotoOf(page(), { ...phoneShot(4), width: 240 })]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('put the page on the surface, 3:4, the surface darker than the paper on a dark desk', async () => {
    const photo = await loadImage(await phonePhotoOf(page(), { ...causeShot('plain', 1), width: 240, noise: 0, blur: 0 }));
    expect([photo.width, photo.height]).toEqual([240, 320]);
    const canvas = createCanvas(photo.width, photo.height);
    const context = canvas.getContext('2d');
    context.drawImage(photo, 0, 0);
    const [corner, middle] = [context.getImageData(2, 2, 1, 1).data, context.getImageData(120, 250, 1, 1).data];
    expect(corner[0]!).toBeLessThan(90);
    expect(middle[0]!).toBeGreaterThan(200);
  });

  it('draws each cause from the tame shot, changing what it names', () => {
    const plain = causeShot('plain', 1);
    expect(causeShot('wood', 1).surface).toBe('wood');
    expect(causeShot('side-light', 1).light).toBeLessThan(plain.light);
    expect(causeShot('messenger', 1).width).toBeLessThan(plain.width);
    expect(causeShot('fingers', 1).fingers).toBeGreaterThan(0);
    expect(PHONE_CAUSES).toContain('curl');
    expect(PHONE_SURFACES).toContain(phoneShot(7).surface);
  });
});
