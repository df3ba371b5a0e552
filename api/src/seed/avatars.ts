/**
 * Avatars made on this machine (no image downloads are possible): a DiceBear "personas" SVG that
 * matches the profile's gender, hair colour and age. seed/photos.ts renders it into photos.
 */
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import type { Gender } from '@dating/shared-contracts';

/** Credit the avatar artwork's licence (CC BY 4.0) asks for; show it wherever the avatars are credited. */
export const AVATAR_CREDIT = '"Personas" by Draftbit (https://personas.draftbit.com/), CC BY 4.0, via DiceBear';

/** Who the avatar shows. */
export interface AvatarSubject {
  id: number;
  gender: Gender;
  hairColour: string | null;
  age: number;
}

const FEMALE_HAIR = ['long', 'bobCut', 'curly', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'bunUndercut'] as const;
const MALE_HAIR = ['shortCombover', 'buzzcut', 'fade', 'curlyHighTop', 'sideShave', 'shortComboverChops', 'mohawk'] as const;
const OLDER_MALE_HAIR = ['shortCombover', 'balding', 'bald', 'buzzcut', 'fade', 'shortComboverChops'] as const;
const ANDROGYNOUS_HAIR = ['bobCut', 'curly', 'fade', 'curlyHighTop', 'sideShave', 'bunUndercut', 'buzzcut', 'mohawk'] as const;

/** The profile's hair colour (entities.ts HAIR_COLOURS) in the avatar's palette. */
const HAIR_PALETTE: Record<string, string[]> = {
  black: ['2c1b18', '362c47'],
  brown: ['6c4545', '724133', '8d5524'],
  blond: ['e8c872', 'd6b370', 'f2d38a'],
  red: ['b55239', 'c93305'],
  grey: ['dee1f5', 'c9ccd6'],
  other: ['e16381', '7555ca', '54d7c7'],
};

/** The avatar SVG of one subject; the profile id is the seed, so it never changes between runs. */
export function avatarSvg(subject: AvatarSubject, size: number): string {
  const female = subject.gender === 'female';
  const maleHair = subject.age >= 50 ? OLDER_MALE_HAIR : MALE_HAIR;
  const hair = female ? [...FEMALE_HAIR] : subject.gender === 'male' ? [...maleHair] : [...ANDROGYNOUS_HAIR];
  return createAvatar(personas, {
    seed: `profile-${subject.id}`,
    size,
    // Transparent: each photo of the profile puts the figure on its own background.
    backgroundColor: [],
    hair,
    hairColor: HAIR_PALETTE[subject.hairColour ?? ''] ?? HAIR_PALETTE.brown!,
    facialHairProbability: subject.gender === 'male' ? 35 : 0,
    eyes: ['open', 'happy', 'wink', 'glasses'],
    // The wrinkled nose reads as old age, so it is kept for profiles of 50 and over.
    nose: subject.age >= 50 ? ['mediumRound', 'smallRound', 'wrinkles'] : ['mediumRound', 'smallRound'],
    mouth: subject.gender === 'male' ? ['smile', 'bigSmile', 'smirk'] : ['smile', 'bigSmile', 'smirk', 'lips'],
  }).toString();
}
