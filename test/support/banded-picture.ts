import sharp from 'sharp';

const RED = '#e03a3e';
const BLUE = '#2f80c4';

/** A 1200 x 900 picture: a blue middle with red bands 100 px wide at its left and right edges. */
export async function bandedPicture(): Promise<Buffer> {
  const band = await sharp({ create: { width: 100, height: 900, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: BLUE } })
    .composite([
      { input: band, left: 0, top: 0 },
      { input: band, left: 1100, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The [r, g, b] of a picture's pixel at a fraction of its width and height (0 to 1). */
export async function pixelAt(picture: Buffer, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.round(fx * (info.width - 1)));
  const y = Math.min(info.height - 1, Math.round(fy * (info.height - 1)));
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

/** Whether a pixel is the bands' red (within what resizing and compression leave of it). */
export const isRed = ([r, g, b]: number[]) => r > 180 && g < 110 && b < 110;
