import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { MemberProfilePage } from './member-profile';
import { messages } from '../i18n/texts';
import { detailFixture } from '../testing-fixtures';

// swr keeps answers between tests by key: each test opens its own profile id.
function profileHost(id: number, answers: NonNullable<Parameters<typeof hostDouble>[0]>['answers'], member = memberFixture(), locale: 'nl' | 'de' = 'nl') {
  const double = hostDouble({ routeName: 'members-id', locale, member, answers });
  double.host.route.params = { id: String(id) };
  return double;
}

describe('/members/{id}', () => {
  test('shows the locked photo blurred with the lock and the premium badge, the fictional sign and warning', async () => {
    const { host } = profileHost(7, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(7, { fictional: true }) } } : { status: 200, body: { interests: [] } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Anna7, 30');
    expect(screen.getByTestId('profile-fictional-sign')).toHaveAttribute('aria-label', 'fictional profile');
    expect(screen.getByTestId('profile-fictional-warning')).toHaveTextContent('Some profiles are fictional.');
    expect(screen.getByTestId('profile-fields')).toHaveTextContent('HaarkleurRood');
    fireEvent.click(screen.getByTestId('gallery-next'));
    const locked = screen.getByTestId('gallery-photo-1');
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(locked.querySelector('img')).toHaveAttribute('src', '/media/blur-x7.webp');
    expect(locked).toHaveTextContent('Alleen voor premium leden');
    // Arrow keys move through the photos too (and wrap).
    fireEvent.keyDown(screen.getByTestId('gallery'), { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1 / 2');
    // The lock leads a member to premium.
    fireEvent.keyDown(screen.getByTestId('gallery'), { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: /Alleen voor premium leden/ }));
    expect(host.navigation.to).toHaveBeenCalledWith('premium');
  });

  test('the title says whose profile it is, in the visitor\'s language', async () => {
    const answers = (id: number) => (r: { path: string }) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(id) } } : { status: 200, body: { interests: [] } });
    const dutch = await renderRemote(<MemberProfilePage />, profileHost(11, answers(11)).host, messages);
    await waitFor(() => expect(document.title).toBe('Anna11, 30 – Testdates'));
    dutch.unmount();
    await renderRemote(<MemberProfilePage />, profileHost(12, answers(12), memberFixture(), 'de').host, messages);
    await waitFor(() => expect(document.title).toBe('Anna12, 30 – Testdates'));
  });

  test('an unknown, hidden or blocked id is "not found"', async () => {
    const { host } = profileHost(404, () => ({ status: 404, body: { error: 'Niet gevonden', code: 'not_found' } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    expect(await screen.findByTestId('profile-not-found')).toHaveTextContent('Profiel niet gevonden');
  });

  test('blocking asks first, then blocks and goes back to the search', async () => {
    const { host, requests } = profileHost(8, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(8) } } : r.path === '/api/block.php' ? { status: 200, body: { ok: true } } : { status: 200, body: { interests: [] } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    fireEvent.click(await screen.findByTestId('profile-block'));
    expect(await screen.findByTestId('block-dialog')).toHaveTextContent('Anna8 blokkeren?');
    expect(requests.some((r) => r.path === '/api/block.php')).toBe(false);
    fireEvent.click(screen.getByTestId('block-confirm'));
    await waitFor(() => expect(host.navigation.to).toHaveBeenCalledWith('members', {}, { blocked: '1' }, { replace: true }));
    expect(requests.find((r) => r.path === '/api/block.php')).toEqual({ method: 'POST', path: '/api/block.php', body: { profile_id: 8 } });
    expect(screen.getByTestId('profile-report')).toHaveAttribute('href', '/complaints?profile=8');
  });

  test('a visitor is asked to sign up to chat, like or send a gift', async () => {
    const { host } = profileHost(9, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(9) } } : { status: 200, body: { interests: [] } }), null as never);
    const opened: unknown[] = [];
    host.bus.on('signup:open', (payload) => opened.push(payload));
    await renderRemote(<MemberProfilePage />, host, messages);
    fireEvent.click(await screen.findByTestId('visitor-chat'));
    fireEvent.click(screen.getByTestId('visitor-gift'));
    expect(opened).toHaveLength(2);
    expect(screen.queryByTestId('profile-block')).toBeNull();
  });

  test('the member’s own id shows "this is how others see you" with the way to edit, not "not found" and not the actions', async () => {
    const own = { visible: false, pending_photos: 2 };
    const me = memberFixture({ status: 'not_confirmed' }, { id: 21 });
    const { host } = profileHost(21, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(21, { own }) } } : { status: 200, body: { interests: [] } }), me);
    await renderRemote(<MemberProfilePage />, host, messages);
    const banner = await screen.findByTestId('own-profile-preview');
    expect(banner).toHaveTextContent('Zo zien anderen je profiel');
    expect(screen.getByTestId('own-profile-hidden')).toHaveTextContent('Anderen zien je profiel pas als je je e-mailadres hebt bevestigd.');
    expect(screen.getByTestId('own-profile-pending')).toHaveTextContent('2 foto’s wachten op controle');
    expect(screen.getByTestId('own-profile-edit')).toHaveAttribute('href', '/profile');
    expect(screen.queryByTestId('profile-not-found')).toBeNull();
    expect(screen.queryByTestId('profile-block')).toBeNull();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Anna21, 30');
  });

  test('someone else’s profile has no preview banner', async () => {
    const { host } = profileHost(22, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(22) } } : { status: 200, body: { interests: [] } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    await screen.findByTestId('profile-page');
    expect(screen.queryByTestId('own-profile-preview')).toBeNull();
  });

  test('a profile without a photo shows the initials in the frame, named for screen readers, not a grey box', async () => {
    const { host } = profileHost(23, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(23, { photo: null, photos: [] }) } } : { status: 200, body: { interests: [] } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    const standIn = await screen.findByTestId('gallery-stand-in');
    expect(standIn).toHaveAttribute('role', 'img');
    expect(standIn).toHaveAccessibleName('Anna23 heeft nog geen foto');
    expect(standIn.querySelector('[data-initials="A"]')).not.toBeNull();
    // Said in words under the frame too, for those who see it (hidden from screen readers, who hear the frame's name).
    expect(screen.getByTestId('gallery-no-photo-caption')).toHaveTextContent('Anna23 heeft nog geen foto');
    expect(screen.getByTestId('gallery-no-photo-caption')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the fictional sign is shared-ui’s, drawn at the heading’s size', async () => {
    const { host } = profileHost(24, (r) => (r.path.startsWith('/api/profile.php') ? { status: 200, body: { profile: detailFixture(24, { fictional: true }) } } : { status: 200, body: { interests: [] } }));
    await renderRemote(<MemberProfilePage />, host, messages);
    const sign = await screen.findByTestId('profile-fictional-sign');
    expect(sign).toHaveAttribute('role', 'img');
    expect(sign.querySelector('svg')).toHaveAttribute('width', '22');
  });
});
