import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = jest.fn();
  const view = render(
    <>
      <button type="button">opener</button>
      <Modal open onClose={onClose} title="Aanmelden" closeLabel="Sluiten" {...props}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Modal>
    </>,
  );
  return { onClose, ...view };
}

describe('a dismissible modal', () => {
  test('is a named dialog with focus inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Aanmelden' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('first')).toHaveFocus();
  });

  test('closes on Escape, backdrop click and the close button, not on a click inside', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByLabelText('first'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  test('traps Tab inside: forward from the last wraps to the first, back from the first to the last', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  test('gives focus back to the opener when closed', () => {
    const onClose = jest.fn();
    const opener = (
      <button type="button" key="o">
        opener
      </button>
    );
    const { rerender } = render(<>{opener}</>);
    screen.getByRole('button', { name: 'opener' }).focus();
    rerender(
      <>
        {opener}
        <Modal open onClose={onClose} title="T">
          <button type="button">inside</button>
        </Modal>
      </>,
    );
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
    rerender(
      <>
        {opener}
        <Modal open={false} onClose={onClose} title="T">
          <button type="button">inside</button>
        </Modal>
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });
});

describe('a modal that is not dismissible (signup in progress)', () => {
  test('ignores Escape and backdrop clicks and has no close button', () => {
    const { onClose } = renderModal({ dismissible: false });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });
});

test('a bare large modal has no header or footer and is named by its label', () => {
  renderModal({ bare: true, size: 'large', label: 'Signup', footer: <span>footer</span> });
  expect(screen.getByRole('dialog', { name: 'Signup' })).toHaveStyle({ maxWidth: '800px' });
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.queryByText('footer')).toBeNull();
});

test('a closed modal renders nothing', () => {
  renderModal({ open: false });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a sheet modal is marked as a bottom sheet for phones and still traps focus', () => {
  render(
    <Modal open sheet title="Filter" onClose={() => {}} closeLabel="Sluiten" data-testid="sheet">
      <button type="button">Toepassen</button>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Filter' });
  expect(dialog).toHaveAttribute('data-sheet', 'true');
  expect(screen.getByRole('button', { name: 'Toepassen' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Sluiten' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
