import { MSG } from '@okuryazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog, loadDropdownMenu } from '../../components';
import { getSession } from '../../lib/session';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { apiError, mockBackend } from '../../test/mockBackend';
import { DangerZone } from './DangerZone';
import { PrivacySection } from './PrivacySection';
import { RelationsSection } from './RelationsSection';
import { UserSafetyMenu } from './UserSafetyMenu';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  loginAs();
  await Promise.all([loadDialog(), loadDropdownMenu()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const person = (id: number, username: string) => ({ user_id: id, username, full_name: '', profile_image_url: null, created_at: '2026-11-01T10:00:00.000Z' });

describe('PrivacySection', () => {
  it('lets an adult choose who may message them and sends the choice', async () => {
    const { callsTo } = mockBackend({
      'GET /settings/privacy': { messages_from: 'everyone', minor_protected: false },
      'PUT /settings/privacy': (request) => ({ messages_from: (request.body as { messages_from: 'nobody' }).messages_from, minor_protected: false }),
    });
    renderPage(<PrivacySection />, { path: '/settings' });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Herkes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Hiç kimse' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hiç kimse' })).toBeChecked());
    expect(callsTo('PUT /settings/privacy').map((c) => c.body)).toEqual([{ messages_from: 'nobody' }]);
  });

  it('shows a minor the setting fixed at "Takip ettiklerim", with nothing to change', async () => {
    mockBackend({ 'GET /settings/privacy': { messages_from: 'following', minor_protected: true } });
    renderPage(<PrivacySection />, { path: '/settings' });
    expect(await screen.findByText('Takip ettiklerim')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('RelationsSection', () => {
  it('lists blocked people and lifts a block', async () => {
    const { callsTo } = mockBackend({ 'GET /blocks': [person(7, 'kotu_okur'), person(8, 'diger')], 'DELETE /blocks/:userId': { success: true } });
    renderPage(<RelationsSection kind="blocks" />, { path: '/settings' });
    const user = userEvent.setup();
    const item = (await screen.findByText('@kotu_okur')).closest('li')!;
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'Engeli kaldır' }));
    await waitFor(() => expect(screen.queryByText('@kotu_okur')).toBeNull());
    expect(screen.getByText('@diger')).toBeInTheDocument();
    expect(callsTo('DELETE /blocks/:userId').map((c) => c.params)).toEqual([{ userId: '7' }]);
  });

  it('says when nobody is muted', async () => {
    mockBackend({ 'GET /mutes': [] });
    renderPage(<RelationsSection kind="mutes" />, { path: '/settings' });
    expect(await screen.findByText('Kimseyi sessize almadınız.')).toBeInTheDocument();
  });
});

describe('DangerZone', () => {
  it('keeps the dialog open on a wrong password, then deletes the account and ends the session', async () => {
    let attempt = 0;
    const { callsTo } = mockBackend({
      'DELETE /account': () => (++attempt === 1 ? apiError(401, MSG.wrongPassword, 'INVALID_PASSWORD') : { message: 'Hesabınız ve kişisel verileriniz silindi.' }),
    });
    renderPage(<DangerZone />, { path: '/settings' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesabınızı silmek üzeresiniz' });
    expect(within(dialog).getByText(/yorumlarınız, beğenileriniz/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(callsTo('DELETE /account')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'yanlis');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(await within(dialog).findByText(MSG.wrongPassword)).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'dogru-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(callsTo('DELETE /account').map((c) => c.body)).toEqual([{ password: 'yanlis' }, { password: 'dogru-sifre' }]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
  });
});

describe('UserSafetyMenu', () => {
  it('blocks after a confirmation, and cancelling sends nothing', async () => {
    const { callsTo } = mockBackend({ 'POST /blocks/:userId': person(9, 'yabanci'), 'POST /mutes/:userId': person(9, 'yabanci') });
    const done = vi.fn();
    renderPage(<UserSafetyMenu userId={9} name="Yabancı" onDone={done} />, { path: '/profile/9' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Diğer işlemler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sessize al' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Yabancı sessize alınsın mı?' })).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo('POST /mutes/:userId')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Diğer işlemler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yabancı engellensin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('blocks'));
    expect(callsTo('POST /blocks/:userId').map((c) => c.params)).toEqual([{ userId: '9' }]);
  });

  it('forgets a refused block once the dialog is cancelled: opened again, it shows no old error', async () => {
    mockBackend({ 'POST /blocks/:userId': () => apiError(500, MSG.genericError) });
    renderPage(<UserSafetyMenu userId={9} name="Yabancı" />, { path: '/profile/9' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Diğer işlemler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yabancı engellensin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));
    await expectAlert(within(dialog), MSG.genericError);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Diğer işlemler' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    const again = await screen.findByRole('dialog', { name: 'Yabancı engellensin mi?' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });
});
