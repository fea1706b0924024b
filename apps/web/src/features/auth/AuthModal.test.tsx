import { MSG } from '@okuryazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { apiError, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { renderApp } from '../../test/renderApp';

// The landing page behind the modal loads its carousel; left unanswered, it shows no covers.
let backend = mockBackend({});
const serve = (routes: MockRoutes) => (backend = mockBackend(routes));
const authCalls = () => [...backend.callsTo('POST /auth/register'), ...backend.callsTo('POST /auth/login')];

beforeEach(() => {
  localStorage.clear();
  serve({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSignup() {
  const user = userEvent.setup();
  const app = renderApp('/login?mode=signup');
  const dialog = await screen.findByRole('dialog', { name: 'Kayıt Ol' });
  return { user, dialog, ...app };
}

interface SignupInput {
  email?: string;
  username?: string;
  password?: string;
  passwordConfirm?: string;
  day?: string;
  month?: string;
  year?: string;
  accept?: boolean;
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, input: SignupInput = {}) {
  const v = {
    email: 'ayse@gmail.com',
    username: 'ayse_okur',
    password: 'gizli123',
    passwordConfirm: input.password ?? 'gizli123',
    day: '3',
    month: '4',
    year: '2000',
    accept: true,
    ...input,
  };
  const d = within(dialog);
  if (v.email) await user.type(d.getByLabelText('E-posta'), v.email);
  if (v.username) await user.type(d.getByLabelText('Kullanıcı adı'), v.username);
  if (v.password) await user.type(d.getByLabelText('Şifre'), v.password);
  if (v.passwordConfirm) await user.type(d.getByLabelText('Şifre (tekrar)'), v.passwordConfirm);
  if (v.day) await user.selectOptions(d.getByLabelText('Gün'), v.day);
  if (v.month) await user.selectOptions(d.getByLabelText('Ay'), v.month);
  if (v.year) await user.selectOptions(d.getByLabelText('Yıl'), v.year);
  if (v.accept) await user.click(d.getByRole('checkbox', { name: /^Hizmet şartlarını ve gizlilik politikasını kabul ediyorum/ }));
}

async function submitSignup(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
}

describe('auth modal: signup', () => {
  it('opens in signup mode from /login?mode=signup with every labelled field', async () => {
    const { dialog } = await openSignup();
    const d = within(dialog);
    for (const label of ['E-posta', 'Kullanıcı adı', 'Şifre', 'Şifre (tekrar)', 'Gün', 'Ay', 'Yıl']) {
      expect(d.getByLabelText(label)).toBeInTheDocument();
    }
    expect(d.getByLabelText('E-posta')).toHaveAttribute('autocomplete', 'email');
    expect(d.getByLabelText('Şifre')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('offers days 1–31, Turkish months and 101 years with the current year first', async () => {
    const { dialog } = await openSignup();
    const d = within(dialog);
    const options = (label: string) =>
      Array.from((d.getByLabelText(label) as HTMLSelectElement).options)
        .filter((o) => o.value !== '')
        .map((o) => o.textContent);
    expect(options('Gün')).toHaveLength(31);
    expect(options('Ay')).toEqual([
      'Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran',
      'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık',
    ]);
    const years = options('Yıl');
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years[100]).toBe(String(new Date().getFullYear() - 100));
  });

  /** A field marked invalid and described by its own message, which shows beside it. */
  function expectFieldError(field: HTMLElement, message: string) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  }

  it('gives every empty field its message beside it at once, the unchecked terms box included', async () => {
    const { user, dialog } = await openSignup();
    await submitSignup(user, dialog);
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent(MSG.allFieldsRequired));
    expectFieldError(d.getByLabelText('E-posta'), MSG.emailRequired);
    expectFieldError(d.getByLabelText('Kullanıcı adı'), MSG.usernameRequired);
    expectFieldError(d.getByLabelText('Şifre'), MSG.newPasswordRequired);
    expectFieldError(d.getByLabelText('Şifre (tekrar)'), MSG.passwordConfirmRequired);
    for (const label of ['Gün', 'Ay', 'Yıl']) expectFieldError(d.getByLabelText(label), MSG.birthDateRequired);
    expectFieldError(d.getByRole('checkbox', { name: /kabul ediyorum/ }), MSG.acceptTerms);
    // One date message under the three selects, not three.
    expect(d.getAllByText(MSG.birthDateRequired)).toHaveLength(1);
    // The first field to fix takes the focus.
    await waitFor(() => expect(d.getByLabelText('E-posta')).toHaveFocus());
    expect(authCalls()).toHaveLength(0);
  });

  it('shows a bad domain, a too recent birth year and mismatched passwords together, each beside its field (issue 28)', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { email: 'ayse@example.com', year: '2018', passwordConfirm: 'gizli124' });
    await submitSignup(user, dialog);
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent(MSG.fixMarkedFields));
    expectFieldError(d.getByLabelText('E-posta'), MSG.invalidEmail);
    for (const label of ['Gün', 'Ay', 'Yıl']) expectFieldError(d.getByLabelText(label), MSG.tooYoung);
    expectFieldError(d.getByLabelText('Şifre (tekrar)'), MSG.passwordsMismatch);
    // The fields that are right stay unmarked.
    for (const label of ['Kullanıcı adı', 'Şifre']) expect(d.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(d.getByRole('checkbox', { name: /kabul ediyorum/ })).not.toHaveAttribute('aria-invalid');
    expect(authCalls()).toHaveLength(0);
  });

  it('takes a message away as its field is corrected, the other fields keeping theirs', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { year: '2018', passwordConfirm: 'gizli124' });
    await submitSignup(user, dialog);
    const d = within(dialog);
    expectFieldError(d.getByLabelText('Yıl'), MSG.tooYoung);
    await user.selectOptions(d.getByLabelText('Yıl'), '2000');
    await waitFor(() => expect(d.queryByText(MSG.tooYoung)).toBeNull());
    for (const label of ['Gün', 'Ay', 'Yıl']) expect(d.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expectFieldError(d.getByLabelText('Şifre (tekrar)'), MSG.passwordsMismatch);
    // Fixing the first password to match the repeat clears the repeat's message too.
    await user.clear(d.getByLabelText('Şifre'));
    await user.type(d.getByLabelText('Şifre'), 'gizli124');
    await waitFor(() => expect(d.queryByText(MSG.passwordsMismatch)).toBeNull());
  });

  it('rejects an e-mail outside the allowed domains', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { email: 'ayse@example.com' });
    await submitSignup(user, dialog);
    expect(await within(dialog).findByText(MSG.invalidEmail)).toBeInTheDocument();
    expectFieldError(within(dialog).getByLabelText('E-posta'), MSG.invalidEmail);
    expect(authCalls()).toHaveLength(0);
  });

  it('refuses readers younger than 12', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { year: String(new Date().getFullYear() - 5) });
    await submitSignup(user, dialog);
    expect(await within(dialog).findByText(MSG.tooYoung)).toBeInTheDocument();
    expect(authCalls()).toHaveLength(0);
  });

  it('requires matching passwords', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { password: 'gizli123', passwordConfirm: 'gizli124' });
    await submitSignup(user, dialog);
    expect(await within(dialog).findByText(MSG.passwordsMismatch)).toBeInTheDocument();
    expectFieldError(within(dialog).getByLabelText('Şifre (tekrar)'), MSG.passwordsMismatch);
  });

  it('requires the terms checkbox', async () => {
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog, { accept: false });
    await submitSignup(user, dialog);
    expect(await within(dialog).findByText(MSG.acceptTerms)).toBeInTheDocument();
    expectFieldError(within(dialog).getByRole('checkbox', { name: /kabul ediyorum/ }), MSG.acceptTerms);
  });

  it('links the checkbox text to the terms and privacy documents', async () => {
    const { dialog } = await openSignup();
    expect(within(dialog).getByRole('link', { name: 'Hizmet şartlarını' })).toHaveAttribute('href', '/agreements#terms');
    expect(within(dialog).getByRole('link', { name: 'gizlilik politikasını' })).toHaveAttribute(
      'href',
      '/agreements#privacy',
    );
  });

  it('registers, shows the success notice, and OK returns to login mode', async () => {
    serve({ 'POST /auth/register': { message: 'ok', user_id: 7 } });
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog);
    await submitSignup(user, dialog);

    expect(await screen.findByText(MSG.registerSuccess)).toBeInTheDocument();
    expect(authCalls()).toHaveLength(1);
    const [call] = backend.callsTo('POST /auth/register');
    expect(call?.init?.method).toBe('POST');
    expect(call?.body).toEqual({
      email: 'ayse@gmail.com',
      username: 'ayse_okur',
      password: 'gizli123',
      birthDate: '2000-04-03',
    });

    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    const login = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    expect(within(login).getByLabelText('E-posta')).toHaveValue('ayse@gmail.com');
    expect(within(login).getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it("shows the server's message when registration fails", async () => {
    serve({ 'POST /auth/register': apiError(409, MSG.usernameTaken, 'USERNAME_TAKEN') });
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog);
    await submitSignup(user, dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.usernameTaken));
  });

  it('puts focus back in the taken username field, marked invalid and described by the message', async () => {
    serve({ 'POST /auth/register': apiError(409, MSG.usernameTaken, 'USERNAME_TAKEN') });
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog);
    await submitSignup(user, dialog);
    const field = within(dialog).getByLabelText('Kullanıcı adı');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(MSG.usernameTaken);
  });

  it('falls back to the generic error when the server sends no message', async () => {
    serve({ 'POST /auth/register': new Response('', { status: 500 }) });
    const { user, dialog } = await openSignup();
    await fillSignup(user, dialog);
    await submitSignup(user, dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.genericError));
  });
});

describe('auth modal: login', () => {
  it('opens on /login, switches to signup and back', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    expect(within(dialog).getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/resetpassword');
    await user.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    const signup = await screen.findByRole('dialog', { name: 'Kayıt Ol' });
    await user.click(within(signup).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.allFieldsRequired));
    expect(authCalls()).toHaveLength(0);
  });

  it('refuses an address outside the allowed domains without calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.type(within(dialog).getByLabelText('E-posta'), 'ayse@firma.com');
    await user.type(within(dialog).getByLabelText('Şifre'), 'gizli123{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.invalidEmail));
    expect(within(dialog).getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(authCalls()).toHaveLength(0);
  });

  it('logs in with Enter, stores the session and goes to /dashboard', async () => {
    serve({ 'POST /auth/login': { token: 'tok', user_id: 5, username: 'ayse' } });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.type(within(dialog).getByLabelText('E-posta'), 'ayse@gmail.com');
    await user.type(within(dialog).getByLabelText('Şifre'), 'gizli123{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()).toEqual({ token: 'tok', userId: 5, username: 'ayse' });
    expect(backend.callsTo('POST /auth/login').map((c) => c.body)).toEqual([{ email: 'ayse@gmail.com', password: 'gizli123' }]);
    expect(screen.queryByRole('dialog', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it("shows the server's message on 401 and stays on /login", async () => {
    serve({ 'POST /auth/login': apiError(401, MSG.wrongCredentials, 'INVALID_CREDENTIALS') });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.type(within(dialog).getByLabelText('E-posta'), 'ayse@gmail.com');
    await user.type(within(dialog).getByLabelText('Şifre'), 'yanlis');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.wrongCredentials));
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('sends one request however often the button is pressed while busy', async () => {
    let resolve: (r: Response) => void = () => {};
    serve({ 'POST /auth/login': () => new Promise<Response>((r) => (resolve = r)) });
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.type(within(dialog).getByLabelText('E-posta'), 'ayse@gmail.com');
    await user.type(within(dialog).getByLabelText('Şifre'), 'gizli123');
    const button = within(dialog).getByRole('button', { name: 'Giriş Yap' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    await user.type(within(dialog).getByLabelText('Şifre'), '{Enter}');
    expect(authCalls()).toHaveLength(1);
    resolve(apiError(401, MSG.wrongCredentials, 'INVALID_CREDENTIALS'));
    // Until the answer is read the form may already hold its (empty) alert region: wait for the
    // message itself, not for the first alert element.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.wrongCredentials));
  });

  it('closing the modal on /login returns to the landing page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
