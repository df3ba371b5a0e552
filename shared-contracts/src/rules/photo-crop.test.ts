import { describe, expect, it } from 'vitest';
import { cropAround, cropAsObjectPosition, photoFocusFieldsSchema } from './photo-crop.js';

describe('where a photo is cut', () => {
  it('keeps a 3:4 portrait whole, wherever the focal point is', () => {
    expect(cropAround(600, 800, 3 / 4, { x: 0.9, y: 0.1 })).toEqual({ left: 0, top: 0, width: 600, height: 800 });
  });

  it('cuts a wide photo around the focal point, moved inwards at the edge', () => {
    expect(cropAround(1600, 900, 3 / 4)).toEqual({ left: 463, top: 0, width: 675, height: 900 });
    expect(cropAround(1600, 900, 3 / 4, { x: 0.95, y: 0.5 })).toEqual({ left: 925, top: 0, width: 675, height: 900 });
    expect(cropAround(1600, 900, 3 / 4, { x: 0.3, y: 0.5 })).toEqual({ left: 143, top: 0, width: 675, height: 900 });
  });

  it('cuts a tall photo around the focal point, and a square for avatars', () => {
    expect(cropAround(600, 1600, 3 / 4, { x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 600, height: 800 });
    expect(cropAround(600, 1600, 1, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 1000, width: 600, height: 600 });
  });

  it('previews the same cut as object-position', () => {
    expect(cropAsObjectPosition(1600, 900, 3 / 4, { x: 0.95, y: 0.5 })).toBe('100% 50%');
    // 463 of the 925 px left over: the pixel the cut starts at, as a share.
    expect(cropAsObjectPosition(1600, 900, 3 / 4, { x: 0.5, y: 0.5 })).toBe('50.1% 50%');
    expect(cropAsObjectPosition(600, 800, 3 / 4, { x: 0, y: 0 })).toBe('50% 50%');
  });

  it('takes focal points from 0 to 1 only', () => {
    expect(photoFocusFieldsSchema.parse({ focus_x: '0.25', focus_y: '1' })).toEqual({ focus_x: 0.25, focus_y: 1 });
    expect(photoFocusFieldsSchema.safeParse({ focus_x: '1.5' }).success).toBe(false);
    expect(photoFocusFieldsSchema.safeParse({ focus_x: 'left' }).success).toBe(false);
    expect(photoFocusFieldsSchema.safeParse({ other: '1' }).success).toBe(false);
  });
});
