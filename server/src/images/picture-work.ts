import pLimit from 'p-limit';
import { loadSharp } from './sharp';

/**
 * Pictures are decoded one at a time in the whole process (every upload of every admin), so that the memory
 * they take is that of one picture, whatever the number of files and concurrent uploads.
 */
export const onePictureAtATime = pLimit(1);

/**
 * One of the shop's own pictures as a JPEG for link previews (transparency on white), decoded one at a time with
 * the uploads: the copy that apps which read no WebP show.
 */
export function shareJpeg(picture: Buffer): Promise<Buffer> {
  return onePictureAtATime(() =>
    loadSharp()(picture).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  );
}
