import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { ProfileTile } from './profile-tile';
import { messages } from '../i18n/texts';
import { sampleCards } from './test-profiles';

test("a fictional profile's tile carries shared-ui's sign, drawn and named", async () => {
  const { host } = hostDouble({ routeName: 'index', settings: { fictional_icon: '🎭' } });
  await renderRemote(<ProfileTile card={sampleCards(1)[0]!} />, host, messages);
  const sign = await screen.findByTestId('profile-tile-fictional');
  expect(sign).toHaveAccessibleName('Fictief profiel');
  // shared-ui draws 🎭 as an SVG: a system without a colour emoji font shows no empty box.
  expect(sign.querySelector('svg')).toHaveAttribute('width', '16');
  expect(sign).not.toHaveTextContent('🎭');
});
