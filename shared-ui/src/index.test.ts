import { expect, test } from '@jest/globals';
import * as ui from './index';

test('the package exports the names every app relies on', () => {
  for (const name of ['ThemeProvider', 'GlobalStyle', 'colors', 'up', 'breakpoints', 'Button', 'FormField', 'Modal', 'Alert', 'Badge', 'badgeText', 'Dropdown', 'Toast', 'ProgressBar', 'ProtectedImage']) {
    expect(ui).toHaveProperty(name);
  }
});
