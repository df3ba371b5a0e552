import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SegmentedTabs } from './segmented-tabs';

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('received');
  return (
    <SegmentedTabs
      label="Likes"
      idBase="likes"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      tabs={[
        { id: 'received', label: 'Ontvangen' },
        { id: 'given', label: 'Gegeven' },
        { id: 'matches', label: 'Matches' },
      ]}
    />
  );
}

test('tabs have one Tab stop and arrows, Home and End move the choice and focus', () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  expect(tabs[0]).toHaveAttribute('aria-controls', 'likes-panel-received');
  tabs[0]!.focus();
  fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
  expect(onChange).toHaveBeenLastCalledWith('given');
  expect(screen.getByRole('tab', { name: 'Gegeven' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Gegeven' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(onChange).toHaveBeenLastCalledWith('matches');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(onChange).toHaveBeenLastCalledWith('received');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
  expect(onChange).toHaveBeenLastCalledWith('matches');
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'Ontvangen' })).toHaveFocus();
});
