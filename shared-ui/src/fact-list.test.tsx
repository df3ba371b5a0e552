import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FactList } from './fact-list';
import { ThemeProvider } from './theme';

test('shows each term beside its value as a description list', () => {
  render(
    <ThemeProvider>
      <FactList $strong data-testid="facts">
        <dt>Age</dt>
        <dd>34</dd>
      </FactList>
    </ThemeProvider>,
  );
  const list = screen.getByTestId('facts');
  expect(list.tagName).toBe('DL');
  expect(screen.getByText('Age').tagName).toBe('DT');
  expect(getComputedStyle(screen.getByText('34')).fontWeight).not.toBe('inherit');
});
