import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { compressCover } from '../../lib/images/compressImage';
import { apiError, jsonResponse, mockBackend } from '../../test/mockBackend';
import { expectFormFields, loginAs, makeDetails, renderDetails } from './testUtils';
import { expectAlert } from '../../test/alerts';
import { stubPhoneWidth } from '../../test/browser';

vi.mock('../../lib/images/compressImage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/images/compressImage')>();
  return { ...actual, compressCover: vi.fn() };
});

// Multi-step UI flows; leave room for a loaded two-core machine running every suite at once.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  loginAs(5, 'denizyazar');
  URL.createObjectURL = vi.fn(() => 'blob:new-cover');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(compressCover).mockResolvedValue(new File([new Uint8Array(10)], 'yeni.jpg', { type: 'image/jpeg' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StoryDetailsPage: content warnings (docs/PRODUCT.md#trust-and-safety)', () => {
  it('shows the story’s warnings ticked and saves a change as one JSON field', async () => {
    const bodies: FormData[] = [];
    mockBackend({
      'GET /story-details/:storyId': makeDetails({ content_warnings: ['death'], is_mature_content: true }),
      'PUT /story-details/:storyId': ({ init }) => {
        bodies.push(init?.body as FormData);
        return { ...makeDetails({ content_warnings: ['abuse', 'death'], is_mature_content: true }), message: MSG.storyUpdated };
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const group = await screen.findByRole('group', { name: /İçerik uyarıları/ });
    expect(within(group).getByRole('checkbox', { name: 'Ölüm' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'İstismar' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'İstismar' }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('content_warnings')).toBe('["abuse","death"]');
  });

  it('shows the server’s Turkish refusal', async () => {
    mockBackend({
      'GET /story-details/:storyId': makeDetails(),
      'PUT /story-details/:storyId': apiError(400, MSG.sexualNeedsMature, 'VALIDATION'),
    });
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('checkbox', { name: 'Şiddet' }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await expectAlert(screen, MSG.sexualNeedsMature);
  });
});

describe('StoryDetailsPage: details', () => {
  it('loads the story into the form with both tabs', async () => {
    const { fetchMock } = mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/story-details\/7$/);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Hikaye Detayları');
    expect(tabs[1]).toHaveTextContent('İçindekiler');
    expect(screen.getByLabelText('Hikaye başlığı')).toHaveValue('Sisli Vadi');
    expect(screen.getByLabelText(/Açıklama/)).toHaveValue('Bir vadi hikayesi.');
    expect(screen.getByLabelText('Kategori')).toHaveValue('7');
    expect(screen.getByLabelText('Telif hakkı')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: /Genel/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Hikaye yayında' })).toHaveAttribute('aria-checked', 'false');
    expect(document.querySelector('img[src="/uploads/covers/sisli.jpg"]')).not.toBeNull();
  });

  it('follows #icindekiler in the address, also when it changes while the page is open, and writes the chosen tab there', async () => {
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    const user = userEvent.setup();
    const { router } = renderDetails();
    const selected = async () => (await screen.findByRole('tab', { selected: true })).textContent;
    expect(await selected()).toMatch(/^Hikaye Detayları/);

    // The hash typed into the address bar (or a link to it) while the page is open.
    act(() => void router.navigate('#icindekiler'));
    await waitFor(async () => expect(await selected()).toMatch(/^İçindekiler/));
    expect(screen.getByRole('tabpanel', { name: /İçindekiler/ })).toHaveTextContent('Sis Çöküyor');
    act(() => void router.navigate('/story-details/7'));
    await waitFor(async () => expect(await selected()).toMatch(/^Hikaye Detayları/));

    // Choosing a tab puts it in the address (replacing the entry), so a reload opens it again.
    await user.click(screen.getByRole('tab', { name: /İçindekiler/ }));
    expect(router.state.location.hash).toBe('#icindekiler');
    expect(await selected()).toMatch(/^İçindekiler/);
    await user.click(screen.getByRole('tab', { name: /Hikaye Detayları/ }));
    expect(router.state.location.hash).toBe('');
  });

  it('saves with a multipart PUT, shows the message and clears it after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let body: FormData | null = null;
    mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails()),
      'PUT /story-details/:storyId': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({
          ...makeDetails({ title: 'Sisli Vadi (Yeni)', is_published: true, is_mature_content: true }),
          message: 'Hikaye bilgileri güncellendi.',
        });
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails();
    const title = await screen.findByLabelText('Hikaye başlığı');
    fireEvent.change(title, { target: { value: 'Sisli Vadi (Yeni)' } });
    await user.click(screen.getByRole('radio', { name: /Yetişkin/ }));
    await user.click(screen.getByRole('switch', { name: 'Hikaye yayında' }));
    fireEvent.change(screen.getByLabelText('Kapak fotoğrafı'), {
      target: { files: [new File(['x'], 'yeni.png', { type: 'image/png' })] },
    });
    await screen.findByText('Başka bir kapak seçin');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));

    expect(await screen.findByText('Hikaye bilgileri güncellendi.')).toBeInTheDocument();
    const form = body! as FormData;
    expectFormFields(form, {
      title: 'Sisli Vadi (Yeni)',
      description: 'Bir vadi hikayesi.',
      category_id: '7',
      telif_id: '2',
      is_published: 'true',
      is_mature_content: 'true',
    });
    expect((form.get('cover_image') as File).name).toBe('yeni.jpg');
    expect(screen.getByRole('heading', { level: 1, name: 'Sisli Vadi (Yeni)' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Hikaye bilgileri güncellendi.')).not.toBeInTheDocument();
  });

  it('saves without a cover when none was chosen', async () => {
    let body: FormData | null = null;
    mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails()),
      'PUT /story-details/:storyId': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({ ...makeDetails(), message: MSG.storyUpdated });
      },
    });
    const user = userEvent.setup();
    renderDetails();
    fireEvent.change(await screen.findByLabelText('Hikaye başlığı'), { target: { value: 'Yeni Ad' } });
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await screen.findByText(MSG.storyUpdated);
    expect(body!.get('cover_image')).toBeNull();
    expect(body!.get('is_published')).toBe('false');
  });

  it('sends the story status the author chose: "Tamamlandı" or "Devam ediyor"', async () => {
    let body: FormData | null = null;
    mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails()),
      'PUT /story-details/:storyId': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({ ...makeDetails({ is_completed: true }), message: MSG.storyUpdated });
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const status = await screen.findByRole('group', { name: 'Hikayenin durumu' });
    expect(within(status).getByRole('radio', { name: /Devam ediyor/ })).toBeChecked();
    await user.click(within(status).getByRole('radio', { name: /Tamamlandı/ }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await screen.findByText(MSG.storyUpdated);
    expect(body!.get('is_completed')).toBe('true');
    expect(within(status).getByRole('radio', { name: /Tamamlandı/ })).toBeChecked();
  });

  it('keeps the save button disabled until something changes, and again after undoing it', async () => {
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    renderDetails();
    const title = await screen.findByLabelText('Hikaye başlığı');
    const save = screen.getByRole('button', { name: 'Değişiklikleri Kaydet' });
    expect(save).toBeDisabled();
    const original = (title as HTMLInputElement).value;
    fireEvent.change(title, { target: { value: `${original}!` } });
    expect(save).toBeEnabled();
    fireEvent.change(title, { target: { value: original } });
    expect(save).toBeDisabled();
  });

  it('asks before leaving with unsaved changes; "Sayfada kal" keeps the edit, leaving goes on', async () => {
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    const user = userEvent.setup();
    const { router } = renderDetails();
    const title = await screen.findByLabelText('Hikaye başlığı');
    fireEvent.change(title, { target: { value: 'Değişmiş Ad' } });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(async () => {
      void router.navigate('/my-stories');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    expect(within(dialog).getByRole('button', { name: 'Sayfada kal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sayfada kal' }));
    expect(router.state.location.pathname).toBe('/story-details/7');
    expect(screen.getByLabelText('Hikaye başlığı')).toHaveValue('Değişmiş Ad');

    await act(async () => {
      void router.navigate('/my-stories');
    });
    await user.click(await screen.findByRole('button', { name: 'Kaydetmeden ayrıl' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-stories'));
  });

  it('lets the user leave without asking when nothing changed', async () => {
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    const { router } = renderDetails();
    await screen.findByLabelText('Hikaye başlığı');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await act(async () => {
      await router.navigate('/my-stories');
    });
    expect(router.state.location.pathname).toBe('/my-stories');
  });

  it('shows the server error when saving fails and does not send an empty title', async () => {
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': () => jsonResponse(makeDetails()),
      'PUT /story-details/:storyId': () => jsonResponse({ message: 'Başlık en fazla 200 karakter olabilir.' }, 400),
    });
    const user = userEvent.setup();
    renderDetails();
    const title = await screen.findByLabelText('Hikaye başlığı');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    expect(screen.getByText(MSG.titleRequired)).toBeInTheDocument();
    expect(title).toHaveFocus();
    // Nothing was sent: the empty title was refused before the save.
    expect(callsTo('PUT /story-details/:storyId')).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Yeni ad' } });
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await expectAlert(screen, 'Başlık en fazla 200 karakter olabilir.');
  });

  it('shows a Turkish not-found state with a way back', async () => {
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse({ message: 'Hikaye bulunamadı.', code: 'NOT_FOUND' }, 404) });
    renderDetails(99);
    await expectAlert(screen, MSG.storyNotFound);
    expect(screen.getByRole('alert')).toHaveTextContent('silinmiş olabilir');
    expect(screen.getByRole('link', { name: 'Hikayelerime Dön' })).toHaveAttribute('href', '/my-stories');
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const { fetchMock } = mockBackend({});
    renderDetails('abc');
    expect(await screen.findByText(MSG.storyNotFound)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stacks both sections on mobile', async () => {
    stubPhoneWidth();
    mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()) });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hikaye Detayları' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'İçindekiler' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hikaye başlığı')).toBeVisible();
    expect(screen.getByText('Sis Çöküyor')).toBeVisible();
  });
});
