import { MODERATION_MSG, MSG, REPORT_REASON_LABELS } from '@okuryazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog, loadDropdownMenu, loadToast } from '../../components';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { apiError, mockBackend } from '../../test/mockBackend';
import { ReportButton } from './ReportButton';
import { UserSafetyMenu } from './UserSafetyMenu';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  loginAs(5, 'okur');
  await Promise.all([loadDialog(), loadDropdownMenu(), loadToast()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const created = { report_id: 77, message: MODERATION_MSG.reportCreated };

/** Opens "Şikayet et" in a comment's ⋯ menu and returns the dialog. */
async function openFromMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Yorum seçenekleri' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
  return screen.findByRole('dialog', { name: 'Yorumu şikayet et' });
}

const commentMenu = <UserSafetyMenu userId={9} name="yabanci" report={{ type: 'comment', id: 42 }} label="Yorum seçenekleri" />;

describe('ReportDialog', () => {
  it('lists the nine reasons of the shared catalogue, in order, with their Turkish labels', async () => {
    mockBackend({});
    renderPage(commentMenu, { path: '/read/1/2' });
    const user = userEvent.setup();
    const dialog = await openFromMenu(user);
    const reasons = within(within(dialog).getByRole('group', { name: 'Şikayet nedeni' })).getAllByRole('radio');
    expect(reasons.map((r) => (r as HTMLInputElement).value)).toEqual(Object.keys(REPORT_REASON_LABELS));
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual(Object.values(REPORT_REASON_LABELS));
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
  });

  it('asks for a reason, then sends the target, the reason key and the description, and confirms with the success modal', async () => {
    const { callsTo } = mockBackend({ 'POST /reports': created });
    renderPage(commentMenu, { path: '/read/1/2' });
    const user = userEvent.setup();
    const dialog = await openFromMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.reportReasonRequired);
    expect(callsTo('POST /reports')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Taciz' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Sürekli rahatsız ediyor.');
    expect(within(dialog).getByText('24/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText(MSG.reportSuccess)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /reports').map((c) => c.body)).toEqual([
      { targetType: 'comment', targetId: 42, reason: 'harassment', description: 'Sürekli rahatsız ediyor.' },
    ]);
  });

  it('says the content was already reported on a 409 and keeps the choice', async () => {
    mockBackend({ 'POST /reports': apiError(409, 'Aynı içerik', 'REPORT_DUPLICATE') });
    renderPage(commentMenu, { path: '/read/1/2' });
    const user = userEvent.setup();
    const dialog = await openFromMenu(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Diğer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expectAlert(within(dialog), 'Bu içeriği zaten şikayet ettiniz.');
    expect(within(dialog).getByRole('radio', { name: 'Diğer' })).toBeChecked();
    expect(screen.queryByText(MSG.reportSuccess)).not.toBeInTheDocument();
  });

  it("shows the server's own message for any other refusal (a rate limit) inside the dialog", async () => {
    mockBackend({ 'POST /reports': apiError(429, MSG.tooFast, 'RATE_LIMITED') });
    renderPage(<ReportButton target={{ type: 'story', id: 3 }} authorId={9} />, { path: '/book/3' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Şikayet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hikayeyi şikayet et' });
    await user.click(within(dialog).getByRole('radio', { name: 'Şiddet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expectAlert(within(dialog), MSG.tooFast);
  });

  it('offers nothing on one’s own items, nor to visitors', () => {
    mockBackend({});
    const { unmount } = renderPage(
      <>
        <ReportButton target={{ type: 'chapter', id: 3 }} authorId={5} />
        <UserSafetyMenu userId={5} name="okur" report={{ type: 'comment', id: 1 }} label="Yorum seçenekleri" />
      </>,
      { path: '/read/1/3' },
    );
    expect(screen.queryByRole('button', { name: 'Şikayet et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yorum seçenekleri' })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    renderPage(
      <>
        <ReportButton target={{ type: 'chapter', id: 3 }} authorId={9} />
        <UserSafetyMenu userId={9} name="yabanci" report={{ type: 'comment', id: 1 }} label="Yorum seçenekleri" />
      </>,
      { path: '/read/1/3' },
    );
    expect(screen.queryByRole('button', { name: 'Şikayet et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yorum seçenekleri' })).not.toBeInTheDocument();
  });

  it('puts report, mute and block in one menu for someone else’s item', async () => {
    mockBackend({});
    renderPage(commentMenu, { path: '/read/1/2' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yorum seçenekleri' }));
    const menu = await screen.findByRole('menu', { name: 'Yorum seçenekleri' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Şikayet et', 'Sessize al', 'Engelle']);
  });
});
