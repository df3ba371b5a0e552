import { expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { settingsFixture } from '@dating/remote-kit/testing';
import { Disclaimer } from '../layouts/layout-parts.js';
import { renderInShell } from '../testing/render-shell.js';

it('asks the site texts again when the language changes, so the disclaimer follows it', async () => {
  const german = settingsFixture({ fictional_warning: 'Profile mit diesem Zeichen sind fiktiv.', fictional_singular: 'Fiktives Profil' });
  const { services, requests } = renderInShell(
    (built) => {
      built.settingsLocale = 'en';
      return <Disclaimer />;
    },
    { settings: { fictional_warning: 'Profiles marked with this sign are fictional.', fictional_icon: '🎭' }, routes: { 'GET /api/settings.php': { body: german } } },
  );
  expect(screen.getByTestId('disclaimer')).toHaveTextContent('Profiles marked with this sign are fictional.');
  expect(requests.filter((request) => request.path.startsWith('/api/settings.php'))).toHaveLength(0);
  await act(() => services.locale.set('de'));
  await waitFor(() => expect(screen.getByTestId('disclaimer')).toHaveTextContent('Profile mit diesem Zeichen sind fiktiv.'));
  expect(screen.getByRole('img', { name: 'Fiktives Profil' }).querySelector('svg')).not.toBeNull();
  expect(screen.getByTestId('disclaimer')).not.toHaveTextContent('Profiles marked');
});
