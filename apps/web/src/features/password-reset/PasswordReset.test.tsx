import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { RequestResetPage } from './RequestResetPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { resetRequestSchema } from './schemas';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { apiError, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEND = 'POST /reset-password/send-reset-email';
const RESET = 'POST /reset-password/reset-password';
const STATUS = 'GET /reset-password/:token/status';

function renderRequest(routes: MockRoutes = {}) {
  const backend = mockBackend(routes);
  renderPage(<RequestResetPage />, { path: '/resetpassword' });
  return backend;
}

/** The page asks whether the link is alive first; by default it is. */
async function renderReset(routes: MockRoutes = {}, token = 'a1b2c3d4e5f6g7h8') {
  const backend = mockBackend({ [STATUS]: { valid: true }, ...routes });
  renderPage(<ResetPasswordPage />, { path: `/reset-password/${token}`, pattern: '/reset-password/:token' });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return backend;
}

const authorization = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('reset e-mail domains', () => {
  const emailError = (email: string) => resetRequestSchema.safeParse({ email }).error?.issues[0]?.message ?? null;
  it('accepts the 12 reset domains only (no msn)', () => {
    expect(emailError('okur@gmail.com')).toBeNull();
    expect(emailError('OKUR@Yandex.com.tr')).toBeNull();
    expect(emailError('okur@msn.com')).toBe(MSG.invalidEmail);
    expect(emailError('okur@msn.com.tr')).toBe(MSG.invalidEmail);
    expect(emailError('okur@ornek.com')).toBe(MSG.invalidEmail);
    expect(emailError('@gmail.com')).toBe(MSG.invalidEmail);
    expect(emailError('')).toBe(MSG.invalidEmail);
  });
});

describe('/resetpassword', () => {
  it('checks the domain on the client and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRequest();
    await user.type(screen.getByLabelText('E-posta adresi'), 'okur@msn.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta adresi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta adresi')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('replaces the form with a success panel after a 200, without a bearer token', async () => {
    loginAs();
    const user = userEvent.setup();
    const { callsTo } = renderRequest({ [SEND]: { message: 'Bağlantı gönderildi.' } });
    await user.type(screen.getByLabelText('E-posta adresi'), ' okur@gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));

    // Focus moves in an effect after the panel renders: wait for it rather than racing it.
    const heading = await screen.findByRole('heading', { name: 'E-postanızı kontrol edin' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Bağlantı gönderildi.')).toBeInTheDocument();
    expect(screen.getByText(/Bağlantı 1 saat geçerlidir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Giriş sayfasına dön/ })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('E-posta adresi')).not.toBeInTheDocument();
    const [call] = callsTo(SEND);
    expect(call!.body).toEqual({ email: 'okur@gmail.com' });
    expect(authorization(call!.init)).toBeUndefined();
  });

  it('does not repeat the validity note when the server message states it', async () => {
    const user = userEvent.setup();
    renderRequest({ [SEND]: { message: MSG.resetEmailSent } });
    await user.type(screen.getByLabelText('E-posta adresi'), 'okur@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    await screen.findByText(MSG.resetEmailSent);
    expect(screen.getAllByText(/1 saat/)).toHaveLength(1);
  });

  it('shows the server message for a refused domain (400)', async () => {
    const user = userEvent.setup();
    renderRequest({ [SEND]: apiError(400, 'Bu alan adı kabul edilmiyor.', 'INVALID_EMAIL') });
    await user.type(screen.getByLabelText('E-posta adresi'), 'okur@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    await expectAlert(screen, 'Bu alan adı kabul edilmiyor.');
  });

  it('shows the generic failure text otherwise', async () => {
    const user = userEvent.setup();
    renderRequest({ [SEND]: apiError(500, 'iç hata') });
    await user.type(screen.getByLabelText('E-posta adresi'), 'okur@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    await expectAlert(screen, 'Şifre sıfırlama bağlantısı gönderilirken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(screen.getByLabelText('E-posta adresi')).toBeInTheDocument();
  });
});

describe('/reset-password/{token}', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    if (password) await user.type(screen.getByLabelText('Yeni şifre'), password);
    if (confirm) await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), confirm);
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
  }

  it('requires at least 6 characters', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderReset();
    await fill(user, '12345', '12345');
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre')).toHaveFocus();
    expect(callsTo(RESET)).toHaveLength(0);
  });

  it('requires both entries to match', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderReset();
    await fill(user, 'yenisifre1', 'yenisifre2');
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveFocus();
    expect(callsTo(RESET)).toHaveLength(0);
  });

  it('on success shows the message and goes to /login after 2 s', async () => {
    loginAs();
    const user = userEvent.setup();
    const { callsTo } = await renderReset({ [RESET]: { message: MSG.resetSuccess } });
    await user.type(screen.getByLabelText('Yeni şifre'), 'yenisifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yenisifre1');
    // Fake timers from the submit on, so the redirect's 2 s are measured exactly.
    vi.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Şifreyi kaydet' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(MSG.resetSuccess)).toBeInTheDocument();
    const [call] = callsTo(RESET);
    expect(call!.body).toEqual({ token: 'a1b2c3d4e5f6g7h8', newPassword: 'yenisifre1' });
    expect(authorization(call!.init)).toBeUndefined();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_900);
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('an invalid or expired link shows the server message and a way to ask again', async () => {
    const user = userEvent.setup();
    await renderReset({
      [RESET]: apiError(400, MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID'),
    });
    await fill(user, 'yenisifre1', 'yenisifre1');
    await expectAlert(screen, MSG.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/resetpassword');
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
  });

  it('a dead link shows the dead-link state as soon as the page opens, without the form', async () => {
    const { callsTo } = await renderReset({ [STATUS]: { valid: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Bağlantı kullanılamıyor' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/resetpassword');
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
    const [check] = callsTo(STATUS);
    expect(check!.params.token).toBe('a1b2c3d4e5f6g7h8');
    expect(authorization(check!.init)).toBeUndefined();
    expect(callsTo(RESET)).toHaveLength(0);
  });

  it('shows the form when the link check itself fails (the reset call decides)', async () => {
    await renderReset({ [STATUS]: apiError(429, 'Çok fazla istek') });
    expect(screen.getByLabelText('Yeni şifre')).toBeInTheDocument();
  });

  it('other failures show the generic text and keep the form', async () => {
    const user = userEvent.setup();
    await renderReset({ [RESET]: apiError(500, 'iç hata') });
    await fill(user, 'yenisifre1', 'yenisifre1');
    await expectAlert(screen, 'Şifre sıfırlanırken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(screen.getByLabelText('Yeni şifre')).toBeInTheDocument();
  });
});
