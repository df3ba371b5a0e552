import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorPage } from './error-page.js';
import { ErrorPageBoundary } from './secondary-failure.js';
import { describeError } from './describe-error.js';
import { PageBoundary } from './page-boundary.js';
import { messages as en } from '../i18n/messages/en.js';
import { messages as nl } from '../i18n/messages/nl.js';

function inEnglish(ui: React.ReactNode) {
  return render(<IntlProvider locale="en" messages={en}>{ui}</IntlProvider>);
}

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('error page', () => {
  it('says a 404 page could not be found, with a link back home', () => {
    inEnglish(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    // The way home wears the primary button's look, as every primary action does.
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('defaults to status 500 and the message Error', () => {
    inEnglish(<ErrorPage />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Error');
  });

  it('shows the given status and message', () => {
    inEnglish(<ErrorPage status={503} message="Try again later" />);
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Try again later');
  });

  it('is translated', () => {
    render(
      <IntlProvider locale="nl" messages={nl}>
        <ErrorPage status={404} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Deze pagina kon niet worden gevonden');
  });
});

describe('secondary failure', () => {
  function Failing(): React.ReactNode {
    throw new Error('the error page broke');
  }

  it('shows when the error page itself fails, even without texts', () => {
    render(
      <ErrorPageBoundary>
        <Failing />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});

describe('describing a failure', () => {
  it('shows an API failure message but never a program error message', () => {
    expect(describeError({ status: 503, code: 'generic', message: 'Probeer het later opnieuw.' })).toEqual({ status: 503, message: 'Probeer het later opnieuw.' });
    expect(describeError(new TypeError('x is undefined'))).toEqual({ status: 500, message: undefined });
  });
});

describe('page boundary', () => {
  function Failing({ error }: { error: unknown }): React.ReactNode {
    throw error;
  }

  it('shows the error page with an API failure’s status and message, and clears on the next path', async () => {
    const apiFailure = Object.assign(new Error('Probeer het later opnieuw.'), { status: 503, code: 'generic' });
    const { rerender } = inEnglish(
      <PageBoundary resetKey="/members">
        <Failing error={apiFailure} />
      </PageBoundary>,
    );
    // The error page loads when it is shown (deferred-parts.tsx).
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '503');
    expect(screen.getByRole('heading')).toHaveTextContent('Probeer het later opnieuw.');
    rerender(
      <IntlProvider locale="en" messages={en}>
        <PageBoundary resetKey="/chats">
          <p>next page</p>
        </PageBoundary>
      </IntlProvider>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('shows 500 and no message for a program error', () => {
    inEnglish(
      <PageBoundary resetKey="/members">
        <Failing error={new TypeError('x is undefined')} />
      </PageBoundary>,
    );
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(screen.queryByText('x is undefined')).toBeNull();
  });
});
