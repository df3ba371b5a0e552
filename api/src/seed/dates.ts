/** Ages and birth dates, computed on calendar dates (UTC) the way a person counts birthdays. */
import { ageOn as ageFromBirthDate } from '@dating/shared-contracts';
import type { Random } from './random.js';

/** The whole years someone born on `dateOfBirth` (YYYY-MM-DD) has lived on `today` (the shared age rule). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const age = ageFromBirthDate(dateOfBirth, today);
  if (age === null) throw new Error(`Not a date of birth: ${dateOfBirth}`);
  return age;
}

/** A birth date (YYYY-MM-DD) that makes someone exactly `age` on `today`, on a random day of that year. */
export function dateOfBirthForAge(random: Random, age: number, today: Date): string {
  // The latest possible birth date is `age` years before today; go back up to 364 days from it.
  const latest = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  let candidate = new Date(latest - random.int(0, 364) * 86_400_000).toISOString().slice(0, 10);
  // 29 February rolls over to 1 March in a common year; step back until the age is exact.
  while (ageOn(candidate, today) < age) {
    candidate = new Date(Date.parse(candidate) - 86_400_000).toISOString().slice(0, 10);
  }
  return candidate;
}
