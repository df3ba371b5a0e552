import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Card, Page, PageCard, PageMain, Stack } from './layout';
import { contentWidths } from './tokens';

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

test('a page card is centred and as wide as its content width at most', () => {
  render(
    <>
      <PageCard data-testid="narrow">formulier</PageCard>
      <PageCard $width="wide" data-testid="wide">instellingen</PageCard>
    </>,
  );
  expect(screen.getByTestId('narrow')).toHaveStyle({ maxWidth: contentWidths.narrow, width: '100%' });
  expect(screen.getByTestId('wide')).toHaveStyle({ maxWidth: contentWidths.wide });
});
