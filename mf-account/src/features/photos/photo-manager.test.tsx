import { expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { PhotoManager } from './photo-manager';

const photo = (id: number, main: boolean, status: 'active' | 'pending' = 'active') => ({
  id, main, status, position: id, sizes: [{ url: `/media/${id}-400.webp`, width: 400, height: 400 }],
});

// The file input is visually hidden behind the "add a photo" button: choose the file as the browser's dialog would.
const choose = (file: File) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
/** Chooses a file and uploads it from the focus dialog as it opened (the middle). */
async function chooseAndUse(file: File) {
  choose(file);
  fireEvent.click(await screen.findByTestId('photo-focus-confirm'));
}

async function render(answers: Answers) {
  const double = hostDouble({ member: memberFixture(), routeName: 'profile', answers });
  const { user } = await renderRemote(<PhotoManager />, double.host, messages);
  return { double, user };
}

test('an upload goes as multipart field photo; the pending photo shows its state; the member is refreshed', async () => {
  let list = [photo(1, true)];
  const { double } = await render((request) => {
    if (request.method === 'POST') list = [...list, photo(2, false, 'pending')];
    return { status: request.method === 'POST' ? 201 : 200, body: { photos: list, limit: 3 } };
  });
  await screen.findByTestId('photo-manager');
  choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
  // Nothing is sent before the member chose what the photo shows; the sliders set the point by keyboard.
  expect(await screen.findByTestId('photo-focus-dialog')).toHaveTextContent('Kies wat je foto laat zien');
  expect(double.requests.some((request) => request.method === 'POST')).toBe(false);
  fireEvent.change(screen.getByRole('slider', { name: 'Boven – onder' }), { target: { value: '20' } });
  fireEvent.click(screen.getByTestId('photo-focus-confirm'));
  expect(await screen.findByTestId('photo-pending')).toHaveTextContent('Wordt gecontroleerd');
  const post = double.requests.find((request) => request.method === 'POST');
  expect(post?.path).toBe('/api/photos.php');
  expect((post?.body as FormData).get('photo')).toBeInstanceOf(File);
  expect([(post?.body as FormData).get('focus_x'), (post?.body as FormData).get('focus_y')]).toEqual(['0.5', '0.2']);
  expect(double.host.session.refresh).toHaveBeenCalled();
});

test('the limit refusal offers the way to premium', async () => {
  await render((request) =>
    request.method === 'POST'
      ? { status: 409, body: { error: errorText('photo_limit_reached', 'nl', { limit: 3, premium_limit: 25 }), code: 'photo_limit_reached' } }
      : { status: 200, body: { photos: [photo(1, true), photo(2, false)], limit: 3 } },
  );
  await screen.findByTestId('photo-manager');
  await chooseAndUse(new File([new Uint8Array([1])], 'x.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByTestId('photo-problem')).toHaveTextContent('maximum van 3');
  expect(screen.getByTestId('photo-premium-link')).toHaveAttribute('href', '/premium');
});

test('main photo, order by buttons and a confirmed delete each send their change', async () => {
  const { double, user } = await render(() => ({ status: 200, body: { photos: [photo(1, true), photo(2, false)], limit: 3 } }));
  await waitFor(() => expect(screen.getAllByTestId('own-photo')).toHaveLength(2));
  const second = screen.getAllByTestId('own-photo')[1]!;
  await user.click(within(second).getByRole('button', { name: 'Maak hoofdfoto: foto 2' }));
  await user.click(await within(second).findByRole('button', { name: 'Foto 2 naar voren' }));
  await user.click(within(second).getByRole('button', { name: 'Foto 2 verwijderen' }));
  await user.click(await screen.findByTestId('photo-delete-confirm'));
  await screen.findByTestId('photo-toast');
  const changes = double.requests.filter((request) => request.method !== 'GET').map(({ method, body }) => ({ method, body }));
  expect(changes).toEqual([
    { method: 'PUT', body: { main: 2 } },
    { method: 'PUT', body: { order: [2, 1] } },
    { method: 'DELETE', body: { id: 2 } },
  ]);
});
