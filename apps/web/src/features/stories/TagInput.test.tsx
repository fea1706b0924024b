import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { compressCover } from '../../lib/images/compressImage';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { loginAs, makeDetails, renderDetails } from './testUtils';

vi.mock('../../lib/images/compressImage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/images/compressImage')>();
  return { ...actual, compressCover: vi.fn() };
});
// The first render loads the whole page: generous waits on two shared cores.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  loginAs(5, 'denizyazar');
  vi.mocked(compressCover).mockResolvedValue(new File([new Uint8Array(10)], 'yeni.jpg', { type: 'image/jpeg' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('tags in story details (docs/PRODUCT.md#discovery)', () => {
  it('shows the story’s tags as chips, adds typed and suggested tags, removes one, and sends them as a JSON array', async () => {
    let body: FormData | null = null;
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails({ tags: ['Şiir', 'Kadıköy'] })),
      'GET /tags': ({ query }) => ({
        tags: query.get('q') === 'bil' ? [{ tag: 'bilim-kurgu', label: 'Bilim Kurgu', story_count: 12 }] : [],
      }),
      'PUT /story-details/:storyId': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({ ...makeDetails({ tags: ['Kadıköy', 'Aşk', 'Bilim Kurgu'] }), message: 'Hikaye bilgileri güncellendi.' });
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const chips = await screen.findByRole('list', { name: 'Eklenen etiketler' });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Şiir×', 'Kadıköy×']);

    await user.click(within(chips).getByRole('button', { name: 'Şiir etiketini kaldır' }));
    const input = screen.getByLabelText(/Etiketler/);
    await user.type(input, 'Aşk{Enter}');
    // The same tag written differently is not added twice.
    await user.type(input, 'AŞK{Enter}');
    await user.type(input, 'bil');
    await user.click(await screen.findByRole('button', { name: /Bilim Kurgu/ }));
    expect(callsTo('GET /tags').map((c) => c.query.get('q'))).toContain('bil');
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kadıköy×', 'Aşk×', 'Bilim Kurgu×']);

    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await screen.findByText('Hikaye bilgileri güncellendi.');
    expect(JSON.parse((body! as FormData).get('tags') as string)).toEqual(['Kadıköy', 'Aşk', 'Bilim Kurgu']);
  });

  it('refuses a tag that breaks the shared rules with its Turkish message', async () => {
    mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails({ tags: Array.from({ length: 10 }, (_, i) => `etiket ${i}`) })),
      'GET /tags': { tags: [] },
    });
    renderDetails();
    const input = await screen.findByLabelText(/Etiketler/);
    // Ten tags: the box is full.
    expect(input).toBeDisabled();
    const chips = screen.getByRole('list', { name: 'Eklenen etiketler' });
    fireEvent.click(within(chips).getByRole('button', { name: 'etiket 0 etiketini kaldır' }));
    await waitFor(() => expect(input).toBeEnabled());
    fireEvent.change(input, { target: { value: 'ş!' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(MSG.tagInvalid)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
