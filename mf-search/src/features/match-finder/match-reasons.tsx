/** A match's score in words, part by part as the server scored it: gender, age, place, shared interests. */
import styled from 'styled-components';
import type { Interest, MatchScore } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';
import { colors, fonts } from '@dating/shared-ui';
import type { FinderAnswers } from './find-matches';

const List = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${colors.text};
  font-size: ${fonts.size.small};
`;

/** The reasons of one score. */
export function MatchReasons({ score, answers, interests, age }: { score: MatchScore; answers: FinderAnswers; interests: Interest[] | undefined; age: number }) {
  const t = useTexts();
  const { locale } = useHost();
  const label = (slug: string) => interests?.find((interest) => interest.slug === slug)?.label ?? slug;
  const shared = new Intl.ListFormat(locale, { type: 'conjunction' }).format(score.shared.map(label));
  return (
    <List data-testid="match-reasons">
      {answers.gender && <li>{score.gender_fits ? t('finder.reason.gender') : t('finder.reason.otherGender')}</li>}
      <li>{t(score.age === 'in' ? 'finder.reason.ageIn' : score.age === 'near' ? 'finder.reason.ageNear' : 'finder.reason.ageOut', { age, from: answers.minAge, to: answers.maxAge })}</li>
      {answers.country && <li>{t(score.place === 'region' ? 'finder.reason.region' : score.place === 'country' ? 'finder.reason.country' : 'finder.reason.elsewhere')}</li>}
      {answers.interests.length > 0 && (
        <li>{score.shared.length > 0 ? t('finder.reason.shared', { count: score.shared.length, interests: shared }) : t('finder.reason.noShared')}</li>
      )}
    </List>
  );
}
