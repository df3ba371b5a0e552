import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination, pageWindow } from './pagination';

const labels = { nav: 'Pagina’s', previous: 'Vorige', next: 'Volgende', page: (p: number) => `Pagina ${p}` };

test('the window shows first, last and the neighbours, with gaps', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
});

test('pages are real links, the current one is marked, and the ends disable previous/next', () => {
  const onNavigate = jest.fn();
  render(<Pagination page={1} pageCount={4} hrefFor={(p) => `/members?page=${p}`} onNavigate={onNavigate} labels={labels} />);
  expect(screen.getByRole('navigation', { name: 'Pagina’s' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('', { selector: '[aria-label="Vorige"]' })).toHaveAttribute('aria-disabled', 'true');
  const next = screen.getByRole('link', { name: 'Volgende' });
  expect(next).toHaveAttribute('href', '/members?page=2');
  fireEvent.click(next);
  expect(onNavigate).toHaveBeenCalledWith(2, expect.anything());
});

test('one page needs no navigation', () => {
  const { container } = render(<Pagination page={1} pageCount={1} hrefFor={String} labels={labels} />);
  expect(container).toBeEmptyDOMElement();
});
