/** Profiles as the API answers them, for this app's tests. */
import type { ProfileCard, ProfileDetail } from '@dating/shared-contracts';

/** A search card. */
export function cardFixture(id: number, over: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id, name: `Anna${id}`, gender: 'female', age: 30, country: 'NL', region: 'Utrecht', city: 'Utrecht', fictional: false, premium: false, last_seen: null,
    photo: { id: id * 10, main: true, locked: false, sizes: [{ url: `/media/p${id}-320.webp`, width: 320, height: 427 }, { url: `/media/p${id}-640.webp`, width: 640, height: 853 }] },
    ...over,
  };
}

/** A profile with one sharp main photo and one locked (blurred) photo. */
export function detailFixture(id: number, over: Partial<ProfileDetail> = {}): ProfileDetail {
  const card = cardFixture(id);
  return {
    ...card,
    fields: { gender: 'female', hair_colour: 'red', date_of_birth: '30' },
    interests: ['travel'],
    about: 'Hallo!',
    photos: [card.photo!, { id: id * 10 + 1, main: false, locked: true, sizes: [{ url: `/media/blur-x${id}.webp`, width: 64, height: 85 }] }],
    ...over,
  };
}
