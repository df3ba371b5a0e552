import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Widget } from './widget';
import { hostDouble, renderRemote } from './testing';
import { createMessageLoader } from './messages';

const messages = createMessageLoader(async () => ({ messages: {} }));

test('<Widget> hands the shell an element, the widget’s name and props, and unmounts it when it goes', async () => {
  const { host, widgets } = hostDouble();
  const closeModal = () => undefined;
  const { container, unmount } = await renderRemote(<Widget name="signup-modal" props={{ step: 2, closeModal }} />, host, messages);
  const slot = container.querySelector('[data-widget-slot="signup-modal"]');
  expect(slot).toHaveAttribute('data-widget', 'signup-modal');
  expect(host.widgets.mount).toHaveBeenCalledTimes(1);
  expect(widgets[0]).toEqual({ name: 'signup-modal', props: { step: 2, closeModal }, host });
  unmount();
  expect(slot).not.toHaveAttribute('data-widget');
  expect(screen.queryByText('signup')).toBeNull();
});
