import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_READING_SETTINGS, MSG, tagSlug } from '@okuryazar/shared';
import { apiError } from '../../test/mockBackend';
import { renderSettings, setUpSettingsTests } from './settingsTestUtils';
import { expectAlert } from '../../test/alerts';

setUpSettingsTests();

describe('SettingsPage hidden tags', () => {
  it('shows the hidden tags, adds one typed or suggested, removes one, saving each change', async () => {
    const { callsTo } = renderSettings({
      'GET /settings/reading': { ...DEFAULT_READING_SETTINGS, hidden_tags: ['bilim-kurgu'] },
      'PUT /settings/reading': ({ body }) => ({ ...DEFAULT_READING_SETTINGS, hidden_tags: ((body as { hidden_tags: string[] }).hidden_tags ?? []).map(tagSlug) }),
      'GET /tags': { tags: [{ tag: 'korku', label: 'Korku', story_count: 12 }] },
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-tags-section');
    expect(within(section).getByRole('heading', { level: 2, name: 'Gizlenen etiketler' })).toBeInTheDocument();
    const chips = await within(section).findByRole('list', { name: 'Eklenen etiketler' });
    expect(within(chips).getByText('bilim kurgu')).toBeInTheDocument();

    await user.type(within(section).getByLabelText(/^Gizlenecek etiketler/), 'Aşk{Enter}');
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1));
    expect(callsTo('PUT /settings/reading')[0]!.body).toEqual({ hidden_tags: ['bilim kurgu', 'Aşk'] });
    expect(await within(section).findByRole('status')).toHaveTextContent('Gizlenen etiketleriniz kaydedildi.');

    await user.type(within(section).getByLabelText(/^Gizlenecek etiketler/), 'kor');
    await user.click(await within(section).findByRole('button', { name: /^Korku/ }));
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(2));
    expect(callsTo('PUT /settings/reading')[1]!.body).toEqual({ hidden_tags: ['bilim kurgu', 'ask', 'Korku'] });

    await user.click(within(section).getByRole('button', { name: 'bilim kurgu etiketini kaldır' }));
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(3));
    expect(callsTo('PUT /settings/reading')[2]!.body).toEqual({ hidden_tags: ['ask', 'korku'] });
  });

  it('says why when saving fails and keeps what was saved', async () => {
    renderSettings({
      'GET /settings/reading': { ...DEFAULT_READING_SETTINGS, hidden_tags: [] },
      'PUT /settings/reading': apiError(400, MSG.tooManyHiddenTags, 'VALIDATION'),
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-tags-section');
    await user.type(await within(section).findByLabelText(/^Gizlenecek etiketler/), 'Dram{Enter}');
    await expectAlert(within(section), MSG.tooManyHiddenTags);
    await waitFor(() => expect(within(section).queryByText('Dram')).not.toBeInTheDocument());
  });
});
