/** Sample profile cards for the landers' unit tests, as GET /api/lander.php answers them. */
import type { ProfileCard } from '@dating/shared-contracts';

/** `count` fictional profiles with a photo (ids from 1). */
export function sampleCards(count: number): ProfileCard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: ['Sanne', 'Eva', 'Lotte', 'Noor', 'Fleur', 'Iris'][i % 6]!,
    gender: 'female' as const,
    age: 30 + i,
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    fictional: true,
    premium: false,
    last_seen: null,
    photo: { id: 100 + i, main: true, locked: false, sizes: [{ url: `/media/${i}-120.webp`, width: 120, height: 160 }, { url: `/media/${i}-400.webp`, width: 400, height: 533 }] },
  }));
}
