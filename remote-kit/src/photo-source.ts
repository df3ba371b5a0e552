/**
 * A photo's renditions as <img> attributes: the smallest fitting file as src, every rendition in
 * srcset (the server makes webp sizes), and the intrinsic size so the page never shifts. Every
 * remote that shows a profile photo uses it.
 */
import type { Photo } from '@dating/shared-contracts';

/** The <img> attributes of a photo. */
export interface PhotoSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** The attributes of `photo`, or null when it has no file the viewer may see. */
export function photoSource(photo: Pick<Photo, 'sizes'> | null | undefined): PhotoSource | null {
  if (!photo || photo.sizes.length === 0) return null;
  const sizes = [...photo.sizes].sort((a, b) => a.width - b.width);
  const first = sizes[0]!;
  return {
    src: first.url,
    srcSet: sizes.length > 1 ? sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined,
    width: first.width,
    height: first.height,
  };
}
