import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_READING_SETTINGS, MSG } from '@okuryazar/shared';
import { apiError } from '../../test/mockBackend';
import { renderSettings, setUpSettingsTests } from './settingsTestUtils';
import { expectAlert } from '../../test/alerts';

setUpSettingsTests();

describe('SettingsPage hidden content warnings (docs/PRODUCT.md#trust-and-safety)', () => {
  it('shows the hidden warnings ticked and saves each change with PUT /settings/reading', async () => {
    const { callsTo } = renderSettings({
      'GET /settings/reading': { ...DEFAULT_READING_SETTINGS, hidden_warnings: ['death'] },
      'PUT /settings/reading': ({ body }) => ({ ...DEFAULT_READING_SETTINGS, ...(body as object) }),
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-warnings-section');
    expect(within(section).getByRole('heading', { level: 2, name: 'İçerik uyarıları' })).toBeInTheDocument();
    const group = await within(section).findByRole('group', { name: 'Bu uyarıları taşıyan hikayeleri gizle' });
    expect(within(group).getByRole('checkbox', { name: 'Ölüm' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Şiddet' }));
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1));
    expect(callsTo('PUT /settings/reading')[0]!.body).toEqual({ hidden_warnings: ['violence', 'death'] });
    expect(await within(section).findByRole('status')).toHaveTextContent('İçerik uyarısı tercihleriniz kaydedildi.');
    expect(within(group).getByRole('checkbox', { name: 'Şiddet' })).toBeChecked();
  });

  it('ticks the box in the press itself and waits while it saves (no flick back until the save answers)', async () => {
    let answer!: () => void;
    const { callsTo } = renderSettings({
      'GET /settings/reading': DEFAULT_READING_SETTINGS,
      'PUT /settings/reading': ({ body }) =>
        new Promise((resolve) => (answer = () => resolve({ ...DEFAULT_READING_SETTINGS, ...(body as object) }))),
    });
    const section = await screen.findByTestId('hidden-warnings-section');
    const box = await within(section).findByRole('checkbox', { name: 'Şiddet' });
    fireEvent.click(box);
    // Synchronously after the press: the query library tells its observers a task later.
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1));
    answer();
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('İçerik uyarısı tercihleriniz kaydedildi.'));
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
  });

  it('keeps the saved choice and says why when saving fails', async () => {
    renderSettings({
      'GET /settings/reading': DEFAULT_READING_SETTINGS,
      'PUT /settings/reading': apiError(400, MSG.badRequest, 'VALIDATION'),
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-warnings-section');
    await user.click(await within(section).findByRole('checkbox', { name: 'Ağır dil' }));
    await expectAlert(within(section), MSG.badRequest);
    expect(within(section).getByRole('checkbox', { name: 'Ağır dil' })).not.toBeChecked();
  });
});
