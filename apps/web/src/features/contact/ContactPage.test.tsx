import { MODERATION_MSG, MSG, OPERATOR_CONTACT } from '@okuryazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../test/accountTestUtils';
import { apiError, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { renderApp } from '../../test/renderApp';
import { expectAlert } from '../../test/alerts';
import { stubPhoneWidth } from '../../test/browser';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NOTICE = 'POST /legal-notices';

async function open(routes: MockRoutes = {}) {
  const backend = mockBackend(routes);
  renderApp('/iletisim');
  await screen.findByRole('heading', { level: 1, name: 'İletişim' }, { timeout: 5000 });
  return backend;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Adınız soyadınız'), 'Ayşe Hukuk');
  await user.type(screen.getByLabelText('E-posta adresiniz'), 'ayse@ornek.com');
  await user.type(screen.getByLabelText('İçeriğin bağlantısı'), 'https://okuryazar.example/book/3');
  await user.type(screen.getByLabelText('Açıklama'), 'Eserim izinsiz yayımlanmış.');
}

const submit = () => screen.getByRole('button', { name: 'Bildirimi gönder' });

describe('/iletisim', () => {
  it('shows the operator contact to a visitor, and the footer links to the page', async () => {
    await open();
    const operator = screen.getByRole('region', { name: 'Yer sağlayıcı' });
    expect(operator).toHaveTextContent(OPERATOR_CONTACT.name);
    expect(within(operator).getByRole('link', { name: OPERATOR_CONTACT.email })).toHaveAttribute('href', `mailto:${OPERATOR_CONTACT.email}`);
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Yasal bilgiler' });
    expect(within(legal).getByRole('link', { name: 'İletişim' })).toHaveAttribute('href', '/iletisim');
  });

  it('validates with the call’s own schema and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await open();
    await user.click(submit());
    expect(await screen.findByText(MODERATION_MSG.legalNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_MSG.legalUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_MSG.legalDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Adınız soyadınız')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('İçeriğin bağlantısı'), 'javascript:alert(1)');
    await user.click(submit());
    expect(await screen.findByText(MODERATION_MSG.legalUrlInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the notice without a token and confirms it in Turkish', async () => {
    loginAs();
    const user = userEvent.setup();
    const { callsTo } = await open({
      [NOTICE]: { notice_id: 4, message: MODERATION_MSG.legalNoticeCreated },
      'GET /header/headerInfo': { username: 'okur', profile_image_url: null, role: 'user' },
    });
    await fill(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Bildiriminiz alındı' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText(MODERATION_MSG.legalNoticeCreated)).toHaveAttribute('role', 'status');
    const [sent] = callsTo(NOTICE);
    expect(sent!.body).toEqual({
      name: 'Ayşe Hukuk',
      email: 'ayse@ornek.com',
      url: 'https://okuryazar.example/book/3',
      description: 'Eserim izinsiz yayımlanmış.',
    });
    expect((sent!.init?.headers as Record<string, string>).Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Yeni bir bildirim gönder' }));
    expect(screen.getByLabelText('Adınız soyadınız')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Adınız soyadınız')).toHaveFocus());
  });

  it('shows the server’s message when the address sent too many (429) and keeps the text', async () => {
    const user = userEvent.setup();
    const tooMany = 'Çok fazla bildirim gönderdiniz. Lütfen 1 saat sonra tekrar deneyin.';
    await open({ [NOTICE]: apiError(429, tooMany, 'RATE_LIMITED') });
    await fill(user);
    await user.click(submit());
    await expectAlert(screen, tooMany);
    expect(screen.getByLabelText('Açıklama')).toHaveValue('Eserim izinsiz yayımlanmış.');
  });

  it('is in the avatar menu on a phone, where the logged-in frame has no page footer', async () => {
    loginAs();
    stubPhoneWidth();
    mockBackend({ 'GET /header/headerInfo': { username: 'okur', profile_image_url: null, role: 'user' } });
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Profil menüsü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'İletişim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iletisim'));
  });
});
