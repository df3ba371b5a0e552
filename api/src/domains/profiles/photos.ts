/**
 * What a viewer may see of a photo. The main photo is always sharp; a viewer who is not premium
 * gets every other photo only as its blurred copy (a different, random file), so the sharp
 * original's URL never reaches that browser.
 */
import type { Photo, PhotoSize } from '@dating/shared-contracts';
import type { ImageFile } from '../../db/schema.js';

const toSize = (cdnPrefix: string) => (file: ImageFile): PhotoSize => ({ url: `${cdnPrefix}${file.file}`, width: file.width, height: file.height });

/** One photo as the viewer may see it. */
export function photoFor(
  image: { id: number; isMain: boolean; sizes: ImageFile[]; blurred: ImageFile | null },
  viewer: { premium: boolean },
  cdnPrefix: string,
): Photo {
  const locked = !image.isMain && !viewer.premium;
  const files = locked ? (image.blurred ? [image.blurred] : []) : image.sizes;
  return { id: image.id, main: image.isMain, locked, sizes: files.map(toSize(cdnPrefix)) };
}
