import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { topBarHeightVar } from '@dating/shared-ui';
import { LanderBar } from './lander-bar.js';
import { renderInShell } from '../testing/render-shell.js';

describe('lander bar', () => {
  it('keeps its height in the shared CSS variable while shown, so a toast on a lander sits below it', () => {
    // jsdom lays nothing out: the bar's box is given.
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 51 } as DOMRect);
    const root = document.documentElement.style;
    const shown = renderInShell(<LanderBar />);
    expect(screen.getByTestId('site-logo')).toBeInTheDocument();
    expect(root.getPropertyValue(topBarHeightVar)).toBe('51px');
    shown.unmount();
    expect(root.getPropertyValue(topBarHeightVar)).toBe('');
    measure.mockRestore();
  });
});
