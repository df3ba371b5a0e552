/**
 * Where a photo's frames are cut: the largest box of the frame's shape that holds the member's
 * chosen focal point as near its middle as the photo allows. The API cuts the stored files with it
 * and the upload form previews the same cut, so what the member chose is what others see.
 */
import { z } from 'zod';

/** A point of a photo as fractions of its width and height (0 left or top, 1 right or bottom). */
export interface PhotoFocus {
  x: number;
  y: number;
}

/** The middle of the photo: the focal point when the member chose none. */
export const CENTRE_FOCUS: PhotoFocus = { x: 0.5, y: 0.5 };

/** The upload form's focal point fields (multipart text, so strings), each a fraction 0..1. */
export const photoFocusFieldsSchema = z.strictObject({
  focus_x: z.coerce.number().min(0).max(1).optional(),
  focus_y: z.coerce.number().min(0).max(1).optional(),
});
export type PhotoFocusFields = z.infer<typeof photoFocusFieldsSchema>;

/** A box in a photo's pixels. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The largest box of `ratio` (width / height) inside a `width` × `height` photo, centred on
 * `focus` and moved inwards where the focus is too near an edge.
 */
export function cropAround(width: number, height: number, ratio: number, focus: PhotoFocus = CENTRE_FOCUS): CropBox {
  const boxWidth = Math.min(width, Math.round(height * ratio));
  const boxHeight = Math.min(height, Math.round(boxWidth / ratio));
  const left = clamp(Math.round(focus.x * width - boxWidth / 2), 0, width - boxWidth);
  const top = clamp(Math.round(focus.y * height - boxHeight / 2), 0, height - boxHeight);
  return { left, top, width: boxWidth, height: boxHeight };
}

/**
 * The same cut as CSS `object-position` percentages for an `object-fit: cover` image: how far
 * the box sits into the room the frame leaves over (50% where there is none).
 */
export function cropAsObjectPosition(width: number, height: number, ratio: number, focus: PhotoFocus): string {
  const box = cropAround(width, height, ratio, focus);
  const share = (offset: number, room: number) => (room > 0 ? Math.round((offset / room) * 1000) / 10 : 50);
  return `${share(box.left, width - box.width)}% ${share(box.top, height - box.height)}%`;
}
