import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Card, Page, PageMain, Stack } from './layout';

test('the page fills the viewport and its main part takes the free height', () => {
  render(
    <Page data-testid="page">
      <PageMain>
        <Stack $gap={2}>
          <Card>inhoud</Card>
        </Stack>
      </PageMain>
      <footer>voet</footer>
    </Page>,
  );
  expect(screen.getByTestId('page')).toHaveStyle({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });
  expect(screen.getByRole('main')).toHaveStyle({ flex: '1 0 auto' });
  expect(screen.getByText('inhoud').parentElement).toHaveStyle({ gap: '8px' });
});
