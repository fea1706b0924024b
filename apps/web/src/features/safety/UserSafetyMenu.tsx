import { useState, type ReactNode } from 'react';
import { BlockIcon, Button, DropdownMenu, DropdownMenuItem, FlagIcon, MoreIcon, MuteIcon } from '../../components';
import { useSession } from '../../lib/useSession';
import type { RelationKind, ReportTarget } from './api';
import { ReportDialog } from './LazyReportDialog';
import { RELATION_TEXT, RelationConfirmDialog } from './RelationConfirmDialog';

export interface UserSafetyMenuProps {
  /** The person the item belongs to (the author of a comment or post, a message's sender, the profile). */
  userId: number;
  name: string;
  /** Adds "Şikayet et" for this item as the menu's first entry. */
  report?: ReportTarget;
  /** Accessible name of the trigger and of the menu. */
  label?: string;
  /** Called after the block or mute is stored (e.g. to leave a conversation). */
  onDone?: (kind: RelationKind) => void;
  trigger?: ReactNode;
  /** The viewer has blocked this person already: no second "Engelle" (the page offers "Engeli kaldır"). */
  blocked?: boolean;
  /** Entries of the screen's own placed first (a story's author deleting a comment on it, closing comments). */
  leadingItems?: ReactNode;
}

/**
 * One ⋯ menu per item: "Şikayet et", "Sessize al" and "Engelle" (each of the last two behind a
 * confirmation). Nothing for visitors or on one's own items: nobody reports, mutes or blocks themselves.
 */
export function UserSafetyMenu({ userId, name, report, label = 'Diğer işlemler', onDone, trigger, blocked = false, leadingItems }: UserSafetyMenuProps) {
  const session = useSession();
  const [confirm, setConfirm] = useState<RelationKind | null>(null);
  const [reporting, setReporting] = useState(false);
  if (session === null || session.userId === userId) return null;

  return (
    <>
      <DropdownMenu
        align="end"
        contentLabel={label}
        trigger={
          trigger ?? (
            <Button size="sm" variant="secondary" iconOnly aria-label={label}>
              <MoreIcon size={18} />
            </Button>
          )
        }
      >
        {leadingItems}
        {report ? (
          <DropdownMenuItem icon={<FlagIcon size={18} />} onSelect={() => setReporting(true)}>
            Şikayet et
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem icon={<MuteIcon size={18} />} onSelect={() => setConfirm('mutes')}>
          {RELATION_TEXT.mutes.action}
        </DropdownMenuItem>
        {blocked ? null : (
          <DropdownMenuItem tone="danger" icon={<BlockIcon size={18} />} onSelect={() => setConfirm('blocks')}>
            {RELATION_TEXT.blocks.action}
          </DropdownMenuItem>
        )}
      </DropdownMenu>
      <RelationConfirmDialog kind={confirm} userId={userId} name={name} onClose={() => setConfirm(null)} onDone={onDone} />
      {report ? <ReportDialog open={reporting} onOpenChange={setReporting} target={report} /> : null}
    </>
  );
}
