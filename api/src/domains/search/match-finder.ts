/**
 * The match finder's one statement: the most recently seen profiles that fit the hard answers
 * (gender, country, ages give or take MATCH_AGE_NEAR years, under the profiles domain's
 * visibility rule), each scored part by part (MATCH_SCORE_PARTS), and the best few with their cards.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MATCH_AGE_NEAR, MATCH_SCORE_PARTS, type MatchFinderAnswers, type MatchScore } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { queryPrepared } from '../../db/rows.js';
import { ageOn, cardColumns, mainPhoto, visibleTo, type CardRow, type Viewer } from '../profiles/index.js';
import { inSearchOrder, matching } from './repository.js';

/** What the member answered, on the site's niche, as the statement applies it. */
export type FinderAnswers = MatchFinderAnswers & { niche: number };

/**
 * Profiles scored per request, at most: the most recently seen of those that fit the hard answers.
 * It bounds the work at any number of profiles (an index walk that stops), and recent ones are
 * the ones likely to answer.
 */
export const MATCH_CANDIDATES = 1_000;

/** A scored match as the statement answers it. */
export type MatchRow = CardRow & { score: MatchScore };

const points = (value: number) => sql.raw(String(value));

/** The statement (exported for tests and the benchmark's plan). */
export function matchFinderStatement(siteId: number, viewer: Viewer, answers: FinderAnswers, limit: number, today: Date): SQL {
  const hard = [
    visibleTo(siteId, viewer),
    ...matching({
      niche: answers.niche,
      ...(answers.gender && { gender: answers.gender }),
      ...(answers.country && { country: answers.country }),
      minAge: Math.max(18, answers.minAge - MATCH_AGE_NEAR),
      maxAge: answers.maxAge + MATCH_AGE_NEAR,
    }, today),
  ];
  const genderFits = answers.gender ? sql`c.gender = ${answers.gender}` : sql`true`;
  const sameCountry = answers.country ? sql`c.country = ${answers.country}` : sql`true`;
  const sameRegion = answers.region ? sql`c.region = ${answers.region}` : sql`false`;
  // Without a region asked, living in the (asked or any) country earns the whole place part.
  const countryPoints = answers.region ? points(MATCH_SCORE_PARTS.place / 2) : points(MATCH_SCORE_PARTS.place);
  const interestPoints = answers.interests.length === 0
    ? points(MATCH_SCORE_PARTS.interests)
    : sql`${points(MATCH_SCORE_PARTS.interests)}.0 * cardinality(shared) / ${points(answers.interests.length)}`;
  return sql`
    with candidates as (
      select p.id, p.gender, p.country, p.region, p.interests,
        ${ageOn(today)} as age,
        row_number() over (order by ${inSearchOrder}) as recency
      from profiles p
      where ${sql.join(hard, sql` and `)}
      order by ${inSearchOrder} limit ${MATCH_CANDIDATES}
    ), parts as (
      select c.id, c.recency, ${genderFits} as gender_fits,
        case when c.age between ${answers.minAge} and ${answers.maxAge} then 'in'
          when c.age between ${answers.minAge - MATCH_AGE_NEAR} and ${answers.maxAge + MATCH_AGE_NEAR} then 'near' else 'out' end as age_part,
        case when ${sameCountry} and ${sameRegion} then 'region' when ${sameCountry} then 'country' else 'elsewhere' end as place,
        array(select w.slug from jsonb_array_elements_text(${JSON.stringify(answers.interests)}::jsonb) with ordinality w(slug, n)
          where c.interests @> jsonb_build_array(w.slug) order by w.n) as shared
      from candidates c
    ), scored as (
      select parts.*, round(
        (case when gender_fits then ${points(MATCH_SCORE_PARTS.gender)} else 0 end)
        + (case age_part when 'in' then ${points(MATCH_SCORE_PARTS.age)} when 'near' then ${points(MATCH_SCORE_PARTS.age / 2)} else 0 end)
        + (case place when 'region' then ${points(MATCH_SCORE_PARTS.place)} when 'country' then ${countryPoints} else 0 end)
        + ${interestPoints})::int as total
      from parts
    ), best as (
      select * from scored order by total desc, cardinality(shared) desc, recency limit ${limit}
    )
    select ${cardColumns(today)},
      json_build_object('total', b.total, 'gender_fits', b.gender_fits, 'age', b.age_part, 'place', b.place, 'shared', to_json(b.shared)) as score
    from best b join profiles p on p.id = b.id left join members m on m.id = p.member_id
    ${mainPhoto}
    order by b.total desc, cardinality(b.shared) desc, b.recency`;
}

export function createMatchFinderRepository(db: Database) {
  return {
    /** The best `limit` matches for the answers, best first (ties: more shared interests, then most recently seen). */
    best(siteId: number, viewer: Viewer, answers: FinderAnswers, limit: number, today: Date): Promise<MatchRow[]> {
      return queryPrepared<MatchRow>(db, matchFinderStatement(siteId, viewer, answers, limit, today));
    },
  };
}
export type MatchFinderRepository = ReturnType<typeof createMatchFinderRepository>;
