import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ProfileCardSkeleton, Skeleton } from './skeleton';

test('skeletons are hidden from assistive technology and take the asked shape', () => {
  const { container } = render(
    <div aria-busy="true">
      <Skeleton shape="circle" width="40px" />
      <Skeleton width="60%" />
      <ProfileCardSkeleton />
    </div>,
  );
  const circle = container.querySelector('[data-skeleton="circle"]');
  expect(circle).toHaveAttribute('aria-hidden', 'true');
  expect(circle).toHaveStyle({ width: '40px', height: '40px', borderRadius: '50%' });
  expect(container.querySelector('[data-skeleton="line"]')).toHaveStyle({ width: '60%' });
  expect(screen.getByTestId('profile-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
});
