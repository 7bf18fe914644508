// A Gaussian blur of a grey plane, in place: separable, the kernel out to three sigma. Used to merge a halftone
// screen's dots (cleanImage.ts descreen) and a dithered page's dots (pictureDither.ts undither) back into grey.
import type { Grey } from './cleanImage';

export function gaussianBlur(grey: Grey, sigma: number): void {
  const { width, height, data } = grey;
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = Array.from({ length: radius * 2 + 1 }, (_, at) => Math.exp(-((at - radius) ** 2) / (2 * sigma * sigma)));
  const sum = kernel.reduce((total, weight) => total + weight, 0);
  for (let at = 0; at < kernel.length; at += 1) kernel[at] = kernel[at]! / sum;
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      let value = 0;
      for (let at = -radius; at <= radius; at += 1) value += kernel[at + radius]! * data[row + Math.min(width - 1, Math.max(0, x + at))]!;
      across[row + x] = value;
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let value = 0;
      for (let at = -radius; at <= radius; at += 1) value += kernel[at + radius]! * across[Math.min(height - 1, Math.max(0, y + at)) * width + x]!;
      data[y * width + x] = value;
    }
  }
}
