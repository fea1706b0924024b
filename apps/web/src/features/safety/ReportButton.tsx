import { useState } from 'react';
import { Button, FlagIcon } from '../../components';
import { useSession } from '../../lib/useSession';
import type { ReportTarget } from './api';
import { ReportDialog } from './LazyReportDialog';

export interface ReportButtonProps {
  target: ReportTarget;
  /** The item's author: their own item shows no button. */
  authorId: number;
  className?: string;
}

/** "Şikayet et" as a quiet button, for items without a ⋯ menu (a story, a chapter). */
export function ReportButton({ target, authorId, className }: ReportButtonProps) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session === null || session.userId === authorId) return null;
  return (
    <>
      <Button variant="ghost" size="sm" leadingIcon={<FlagIcon size={16} />} onClick={() => setOpen(true)} className={className}>
        Şikayet et
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} target={target} />
    </>
  );
}
