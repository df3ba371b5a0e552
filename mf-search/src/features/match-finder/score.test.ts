import { describe, expect, test } from '@jest/globals';
import { bestMatches, scoreProfile, type FinderAnswers } from './score';

const answers: FinderAnswers = { gender: 'female', minAge: 25, maxAge: 40, country: 'NL', region: 'Utrecht', interests: ['cooking', 'travel', 'music'] };
const profile = (over: Partial<{ gender: 'female' | 'male' | 'non_binary'; age: number; country: string; region: string | null; interests: string[] }>) => ({
  gender: 'female' as const, age: 30, country: 'NL', region: 'Utrecht', interests: ['cooking', 'travel', 'music'], ...over,
});

describe('match finder score', () => {
  test('a profile that fits every answer scores 100', () => {
    expect(scoreProfile(profile({}), answers)).toEqual({ total: 100, genderFits: true, age: 'in', place: 'region', shared: ['cooking', 'travel', 'music'] });
  });

  test('each part counts: gender, age (near gives half), place (country gives half), shared interests', () => {
    expect(scoreProfile(profile({ gender: 'male' }), answers).total).toBe(75);
    expect(scoreProfile(profile({ age: 44 }), answers)).toMatchObject({ total: 88, age: 'near' });
    expect(scoreProfile(profile({ age: 60 }), answers)).toMatchObject({ total: 75, age: 'out' });
    expect(scoreProfile(profile({ region: 'Zeeland' }), answers)).toMatchObject({ total: 90, place: 'country' });
    expect(scoreProfile(profile({ country: 'BE', region: 'Antwerpen' }), answers)).toMatchObject({ total: 80, place: 'elsewhere' });
    expect(scoreProfile(profile({ interests: ['travel', 'sports'] }), answers)).toMatchObject({ total: 80, shared: ['travel'] });
  });

  test('no interests or region asked: those parts are not held against anyone', () => {
    expect(scoreProfile(profile({ region: 'Zeeland', interests: [] }), { ...answers, region: undefined, interests: [] }).total).toBe(100);
  });

  test('best matches come first; ties go to more shared interests', () => {
    const list = [profile({ gender: 'male' }), profile({ interests: ['music'] }), profile({})];
    expect(bestMatches(list, answers, 2).map((m) => m.score.total)).toEqual([100, 80]);
  });
});
