import { MODERATION_MSG } from '@okuryazar/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemovedBadge, RemovedNotice } from '.';

const removal = { at: '2026-03-04T09:30:00.000Z', note: 'Telif hakkı ihlali içeriyor.' };

describe('RemovedNotice', () => {
  it('is a note named "Kaldırıldı" that says the content is read-only, with the date and the moderator’s note', () => {
    render(<RemovedNotice removal={removal} />);
    const note = screen.getByRole('note', { name: 'Kaldırıldı' });
    expect(note).toHaveTextContent(MODERATION_MSG.removedReadOnly);
    expect(note).toHaveTextContent('Moderatör notu: Telif hakkı ihlali içeriyor.');
    const time = note.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', removal.at);
    expect(time).toHaveTextContent('4 Mart 2026');
  });

  it('in its compact form keeps the label, date and note but not the long explanation', () => {
    render(<RemovedNotice removal={removal} compact />);
    const note = screen.getByRole('note', { name: 'Kaldırıldı' });
    expect(note).not.toHaveTextContent(MODERATION_MSG.removedReadOnly);
    expect(note).toHaveTextContent('Moderatör notu: Telif hakkı ihlali içeriyor.');
    expect(note).toHaveTextContent('4 Mart 2026');
  });

  it('leaves out the note line when the decision had none, and a date it cannot read', () => {
    render(<RemovedNotice removal={{ at: 'dün', note: '' }} />);
    const note = screen.getByRole('note', { name: 'Kaldırıldı' });
    expect(note).not.toHaveTextContent('Moderatör notu');
    expect(note.querySelector('time')).toBeNull();
  });
});

describe('RemovedNotice beside a badge', () => {
  it('leaves its own badge out, keeps "Kaldırıldı" as its name and dates the note', () => {
    render(<RemovedNotice removal={removal} compact showLabel={false} />);
    const note = screen.getByRole('note', { name: 'Kaldırıldı' });
    expect(note).not.toHaveTextContent('Kaldırıldı');
    expect(note).toHaveTextContent('Moderatör notu (4 Mart 2026): Telif hakkı ihlali içeriyor.');
  });

  it('without a note still says when', () => {
    render(<RemovedNotice removal={{ ...removal, note: '' }} compact showLabel={false} />);
    expect(screen.getByRole('note', { name: 'Kaldırıldı' })).toHaveTextContent('Kaldırılma tarihi: 4 Mart 2026');
  });
});

describe('RemovedBadge', () => {
  it('reads "Kaldırıldı"', () => {
    render(<RemovedBadge />);
    expect(screen.getByTestId('removed-badge')).toHaveTextContent('Kaldırıldı');
  });
});
