import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProfileCard } from './profile-card';

test('a profile card links the member, reserves the photo and shows online, premium and fictional marks', () => {
  const onNavigate = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <ProfileCard
      name="Anna"
      age={31}
      place="Utrecht"
      photo="/media/anna.jpg"
      href="/members/7"
      onNavigate={onNavigate}
      online
      onlineLabel="Online"
      premium
      premiumLabel="Premium"
      fictional
      fictionalLabel="Fictief profiel"
      actions={<button type="button">Like</button>}
      data-testid="card"
    />,
  );
  const link = screen.getByRole('link', { name: 'Anna, 31' });
  expect(link).toHaveAttribute('href', '/members/7');
  fireEvent.click(link);
  expect(onNavigate).toHaveBeenCalled();
  expect(screen.getByText('Utrecht')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Fictief profiel' })).toBeInTheDocument();
  expect(screen.getByText('Premium')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  expect(screen.getByTestId('card').querySelector('[style], div')).not.toBeNull();
});

test('a locked card blurs the photo and says why', () => {
  render(<ProfileCard name="Bo" age={28} photo="/media/bo.jpg" href="/members/8" locked lockedLabel="Alleen voor premium" />);
  expect(screen.getByText('Alleen voor premium')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Online' })).toBeNull();
});

test('the name is a level-3 heading under a section, and level 2 right under the page title', () => {
  const { rerender } = render(<ProfileCard name="Sanne" age={41} photo="/media/7.webp" href="/members/7" />);
  expect(screen.getByRole('heading', { level: 3, name: 'Sanne, 41' })).toBeInTheDocument();
  rerender(<ProfileCard name="Sanne" age={41} photo="/media/7.webp" href="/members/7" headingLevel={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Sanne, 41' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
});

test('a member without a photo gets the initials stand-in in the photo frame, not an empty box', () => {
  const { rerender } = render(<ProfileCard name="Daan de Vries" age={35} photo="" href="/members/9" data-testid="card" />);
  expect(screen.getByTestId('card').querySelector('img')).toBeNull();
  expect(screen.getByTestId('profile-card-stand-in').querySelector('[data-initials]')).toHaveAttribute('data-initials', 'DD');
  // The card's link names the member already: the stand-in adds nothing for screen readers.
  expect(screen.getByRole('link')).toHaveAccessibleName('Daan de Vries, 35');
  rerender(<ProfileCard name="Daan de Vries" age={35} photo="/media/daan.webp" href="/members/9" data-testid="card" />);
  expect(screen.queryByTestId('profile-card-stand-in')).toBeNull();
});
