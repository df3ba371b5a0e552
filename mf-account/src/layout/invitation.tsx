/** The other way in, under a form (login: sign up; signup: log in): a divider, a question and its button. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, space } from '@dating/shared-ui';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]}px;
  margin-top: ${space[5]}px;
  padding-top: ${space[5]}px;
  border-top: 1px solid ${colors.border};
  text-align: center;
`;

const Question = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-weight: ${fonts.weight.bold};
`;

/** `question` above its answer (a button or link). */
export function Invitation({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Part>
      <Question>{question}</Question>
      {children}
    </Part>
  );
}
