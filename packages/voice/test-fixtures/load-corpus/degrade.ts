import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * A screenshot scaled down, as it comes from a 1× screen or a zoomed-out page (the renders are
 * drawn at 24 px; × 0.6 gives about 14 px text). For the bench's `--small` run.
 */
export async function scaleImage(image: Buffer, factor: number): Promise<Buffer> {
  const source = await loadImage(image);
  const canvas = createCanvas(
    Math.round(source.width * factor),
    Math.round(source.height * factor),
  );
  canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}
