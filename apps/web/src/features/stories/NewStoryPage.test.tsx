import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { compressCover } from '../../lib/images/compressImage';
import { NewStoryPage, newStoryErrorMessage } from './NewStoryPage';
import { ApiError } from '../../lib/api';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { expectFormFields, loginAs, renderPage } from './testUtils';
import { expectAlert } from '../../test/alerts';

vi.mock('../../lib/images/compressImage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/images/compressImage')>();
  return { ...actual, compressCover: vi.fn() };
});

const compressMock = vi.mocked(compressCover);
const processed = new File([new Uint8Array(2048)], 'kapak.jpg', { type: 'image/jpeg' });

function renderNewStory() {
  return renderPage(<NewStoryPage />, { path: '/new-story' });
}

function coverInput() {
  return screen.getByLabelText('Kapak fotoğrafı') as HTMLInputElement;
}

function pick(file: File) {
  fireEvent.change(coverInput(), { target: { files: [file] } });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  pick(new File(['x'], 'kapak.png', { type: 'image/png' }));
  await screen.findByText('Başka bir kapak seçin');
  // fireEvent for long text keeps the suite fast; selects and radios go through user-event.
  fireEvent.change(screen.getByLabelText('Hikaye başlığı'), { target: { value: '  Sisli Vadi  ' } });
  fireEvent.change(screen.getByLabelText(/Açıklama/), { target: { value: 'Bir vadi hikayesi.' } });
  await user.selectOptions(screen.getByLabelText('Kategori'), '7');
  await user.selectOptions(screen.getByLabelText('Telif hakkı'), '2');
  await user.click(screen.getByRole('radio', { name: /Yetişkin \(18\+\)/ }));
}

// Multi-step UI flows; leave room for a loaded two-core machine running every suite at once.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  loginAs();
  compressMock.mockReset();
  compressMock.mockResolvedValue(processed);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NewStoryPage form', () => {
  it('has the cover hint, the 20 categories, the 9 copyright options and general selected', () => {
    mockBackend({});
    renderNewStory();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The hint says what happens: any size is accepted and prepared in the browser.
    expect(screen.getByText(MSG.coverHint)).toBeInTheDocument();
    expect(screen.queryByText('Maksimum 5MB')).not.toBeInTheDocument();
    expect(coverInput()).toHaveAttribute('accept', 'image/*');
    // placeholder + 20 / 9
    expect(screen.getByLabelText('Kategori').querySelectorAll('option')).toHaveLength(21);
    expect(screen.getByLabelText('Telif hakkı').querySelectorAll('option')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: /Genel/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Yetişkin \(18\+\)/ })).not.toBeChecked();
  });

  it('shows every missing-field message letter for letter and focuses the cover first', async () => {
    const { fetchMock } = mockBackend({});
    const user = userEvent.setup();
    renderNewStory();
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));

    expect(screen.getByText('Kapak fotoğrafı yüklenmelidir.')).toBeInTheDocument();
    expect(screen.getByText('Kategori seçilmelidir.')).toBeInTheDocument();
    expect(screen.getByText('Telif hakkı seçilmelidir.')).toBeInTheDocument();
    expect(screen.getByText(MSG.titleRequired)).toBeInTheDocument();
    expect(coverInput()).toHaveFocus();
    expect(coverInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks in the order cover, category, copyright, title', async () => {
    mockBackend({});
    const user = userEvent.setup();
    renderNewStory();
    pick(new File(['x'], 'kapak.png', { type: 'image/png' }));
    await screen.findByText('Başka bir kapak seçin');
    const submit = screen.getByRole('button', { name: 'Hikayeyi Oluştur' });

    await user.click(submit);
    expect(screen.queryByText(MSG.coverRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kategori')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Kategori'), '3');
    expect(screen.queryByText(MSG.categoryRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByLabelText('Telif hakkı')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Telif hakkı'), '1');
    await user.click(submit);
    expect(screen.getByLabelText('Hikaye başlığı')).toHaveFocus();
    expect(screen.getByText(MSG.titleRequired)).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    mockBackend({});
    renderNewStory();
    pick(new File(['%PDF'], 'belge.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Lütfen sadece resim dosyası seçin.')).toBeInTheDocument();
    expect(compressMock).not.toHaveBeenCalled();
  });

  it('announces compression for files over 2 MB and shows the preview when done', async () => {
    mockBackend({});
    let finish: (f: File) => void = () => {};
    compressMock.mockImplementation(() => new Promise<File>((resolve) => (finish = resolve)));
    renderNewStory();
    const big = new File(['x'], 'buyuk.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    pick(big);
    expect(await screen.findByText(MSG.compressing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hikayeyi Oluştur' })).toBeDisabled();
    await act(async () => finish(processed));
    expect(screen.queryByText(MSG.compressing)).not.toBeInTheDocument();
    expect(screen.getByText('Başka bir kapak seçin')).toBeInTheDocument();
    expect(document.querySelector('img[src="blob:preview"]')).not.toBeNull();
  });

  it('clears "Kapak fotoğrafı yüklenmelidir." while a picked cover is being prepared', async () => {
    mockBackend({});
    let finish: (f: File) => void = () => {};
    compressMock.mockImplementation(() => new Promise<File>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderNewStory();
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    expect(screen.getByText(MSG.coverRequired)).toBeInTheDocument();
    pick(new File(['x'], 'kapak.png', { type: 'image/png' }));
    expect(await screen.findByText('Resim hazırlanıyor…')).toBeInTheDocument();
    expect(screen.queryByText(MSG.coverRequired)).not.toBeInTheDocument();
    expect(coverInput()).not.toHaveAttribute('aria-invalid');
    await act(async () => finish(processed));
    expect(screen.queryByText(MSG.coverRequired)).not.toBeInTheDocument();
  });

  it('asks before leaving a started form, and not after the story is created', async () => {
    mockBackend({ 'POST /new-story': () => jsonResponse({ message: MSG.storyCreated, book_id: 42 }, 201) });
    const user = userEvent.setup();
    const { router } = renderNewStory();
    fireEvent.change(screen.getByLabelText('Hikaye başlığı'), { target: { value: 'Yarım' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Vazgeç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    await user.click(within(dialog).getByRole('button', { name: 'Sayfada kal' }));
    expect(router.state.location.pathname).toBe('/new-story');
    expect(screen.getByLabelText('Hikaye başlığı')).toHaveValue('Yarım');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-story'));
    expect(screen.queryByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' })).not.toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    mockBackend({});
    const user = userEvent.setup();
    const { router } = renderNewStory();
    await user.click(screen.getByRole('link', { name: 'Vazgeç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-stories'));
  });

  it('does not announce compression for a small file', async () => {
    mockBackend({});
    renderNewStory();
    pick(new File(['x'], 'kucuk.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Başka bir kapak seçin');
    expect(screen.queryByText(MSG.compressing)).not.toBeInTheDocument();
  });

  it('shows the image-processing message when compression fails', async () => {
    mockBackend({});
    compressMock.mockRejectedValue(new Error('decode'));
    renderNewStory();
    pick(new File(['x'], 'bozuk.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('Resim işlenirken bir hata oluştu. Lütfen farklı bir resim deneyin.'),
    ).toBeInTheDocument();
  });

  it('accepts a dropped image', async () => {
    mockBackend({});
    renderNewStory();
    const zone = coverInput().parentElement!;
    const file = new File(['x'], 'birakilan.png', { type: 'image/png' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    await screen.findByText('Başka bir kapak seçin');
    expect(compressMock).toHaveBeenCalledWith(file);
  });
});

describe('NewStoryPage submit', () => {
  it('posts the multipart form and opens the chapter editor for the new story', async () => {
    let body: FormData | null = null;
    const { fetchMock } = mockBackend({
      'POST /new-story': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({ book_id: 321, title: 'Sisli Vadi', message: 'ok' }, 201);
      },
    });
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/edit-story'));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ bookId: 321, chapterId: null, title: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const form = body! as FormData;
    expectFormFields(form, { title: 'Sisli Vadi', description: 'Bir vadi hikayesi.', category_id: '7', telif_id: '2', is_mature_content: 'true' });
    const cover = form.get('cover_image') as File;
    expect(cover.name).toBe('kapak.jpg');
    expect(cover.type).toBe('image/jpeg');
  });

  it('sends is_mature_content=false for general content', async () => {
    let body: FormData | null = null;
    mockBackend({
      'POST /new-story': ({ init }) => {
        body = init?.body as FormData;
        return jsonResponse({ book_id: 1, title: 't', message: 'ok' }, 201);
      },
    });
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: /Genel/ }));
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body!.get('is_mature_content')).toBe('false');
  });

  it('says the id is missing when the 201 has no book_id', async () => {
    mockBackend({ 'POST /new-story': () => jsonResponse({ title: 'x', message: 'ok' }, 201) });
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    expect(await screen.findByText(MSG.storyCreatedNoId)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('suggests a smaller cover on a network error', async () => {
    const { fetchMock } = mockBackend({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    expect(
      await screen.findByText('Dosya çok büyük olabilir. Lütfen daha küçük bir kapak fotoğrafı seçin.'),
    ).toBeInTheDocument();
  });

  it('prefixes other server errors with the create-error text', async () => {
    mockBackend({
      'POST /new-story': () => jsonResponse({ message: 'Kapak fotoğrafı en fazla 5 MB olabilir.', code: 'X' }, 413),
    });
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    await expectAlert(screen, 'Hikaye oluşturulurken bir hata oluştu: Kapak fotoğrafı en fazla 5 MB olabilir.');
  });

  it('asks to log in again when the session is gone', async () => {
    const { fetchMock } = mockBackend({});
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    localStorage.clear();
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    expect(await screen.findByText(MSG.missingSession)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps errors to the spec texts', () => {
    expect(newStoryErrorMessage(new ApiError('x', 0, 'NETWORK'))).toBe(MSG.storyNetworkError);
    expect(newStoryErrorMessage(new ApiError('Sunucu hatası', 500, 'INTERNAL'))).toBe(
      'Hikaye oluşturulurken bir hata oluştu: Sunucu hatası',
    );
  });
});

/** Answers every POST /new-story as created; the returned list gathers the forms sent. */
function answerNewStories(): FormData[] {
  const bodies: FormData[] = [];
  mockBackend({
    'POST /new-story': ({ init }) => {
      bodies.push(init?.body as FormData);
      return jsonResponse({ book_id: 5, title: 't', message: 'ok' }, 201);
    },
  });
  return bodies;
}

describe('NewStoryPage content warnings (docs/PRODUCT.md#trust-and-safety)', () => {
  it('sends the ticked warnings as one JSON field, none by default', async () => {
    const bodies = answerNewStories();
    const user = userEvent.setup();
    renderNewStory();
    const group = screen.getByRole('group', { name: /İçerik uyarıları/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    await fillValidForm(user);
    await user.click(within(group).getByRole('checkbox', { name: 'Ölüm' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Şiddet' }));
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('content_warnings')).toBe('["violence","death"]');
  });

  it('makes the story 18+ when "Cinsellik" is ticked, explains why and keeps "Genel" closed until it is unticked', async () => {
    const bodies = answerNewStories();
    const user = userEvent.setup();
    renderNewStory();
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: /Genel/ }));
    const sexual = screen.getByRole('checkbox', { name: /Cinsellik/ });
    expect(sexual).toHaveAccessibleDescription('Seçilirse hikaye Yetişkin (18+) olarak işaretlenir.');
    await user.click(sexual);
    expect(screen.getByRole('radio', { name: /Yetişkin \(18\+\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Genel/ })).toBeDisabled();
    expect(screen.getByText(new RegExp(MSG.sexualNeedsMature.replace(/[()+]/g, '\\$&')))).toBeInTheDocument();
    await user.click(sexual);
    expect(screen.getByRole('radio', { name: /Genel/ })).toBeEnabled();
    await user.click(sexual);
    await user.click(screen.getByRole('button', { name: 'Hikayeyi Oluştur' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('content_warnings')).toBe('["sexual"]');
    expect(bodies[0]!.get('is_mature_content')).toBe('true');
  });
});
