import { expect, test } from '@jest/globals';
import * as ui from './index';

test('the package exports the names every app relies on', () => {
  for (const name of ['ThemeProvider', 'GlobalStyle', 'colors', 'up', 'breakpoints', 'Button', 'FormField', 'Modal', 'Alert', 'Badge', 'badgeText', 'Dropdown', 'Toast', 'ProgressBar', 'ProtectedImage']) {
    expect(ui).toHaveProperty(name);
  }
});

test('the new primitives and icons are exported by name', () => {
  for (const name of ['TextField', 'Select', 'Checkbox', 'RadioGroup', 'Chip', 'SegmentedTabs', 'RangeSlider', 'DateOfBirthPicker', 'Avatar', 'ProfileCard', 'Skeleton', 'EmptyState', 'Pagination', 'Logo', 'Page', 'Card', 'PageCard', 'LinkButton', 'RouteButton', 'buttonLook', 'contentWidths', 'Heart', 'MessageCircle', 'contrastRatio']) {
    expect(ui).toHaveProperty(name);
  }
});
