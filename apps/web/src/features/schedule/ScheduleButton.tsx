import { useState, type ReactNode } from 'react';
import { Button, useToast, type ButtonVariant } from '../../components';
import { ClockIcon } from '../../components/icons';
import { ScheduleDialog } from './ScheduleDialog';
import { scheduledLabel } from './time';

export interface ScheduleButtonProps {
  bookId: number;
  chapterId: number;
  chapterTitle: string;
  publishAt: string | null;
  onChange?: (publishAt: string | null) => void;
  /** Show "Zamanlandı · 25 Kasım 20:00" on the button itself once scheduled (the editor's bar). */
  showTime?: boolean;
  variant?: ButtonVariant;
  className?: string;
  disabled?: boolean;
  note?: ReactNode;
}

/** "Zamanla": opens the schedule picker for a draft chapter; afterwards changes or cancels it. */
export function ScheduleButton({ bookId, chapterId, chapterTitle, publishAt, onChange, showTime, variant = 'ghost', className, disabled, note }: ScheduleButtonProps) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const label = publishAt ? (showTime ? scheduledLabel(publishAt) : 'Zamanı değiştir') : 'Zamanla';

  return (
    <>
      <Button
        size="sm"
        variant={variant}
        className={className}
        leadingIcon={<ClockIcon size={16} />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
        {showTime ? null : <span className="visually-hidden">: {chapterTitle}</span>}
      </Button>
      {open ? (
        <ScheduleDialog
          open
          onOpenChange={setOpen}
          bookId={bookId}
          chapterId={chapterId}
          chapterTitle={chapterTitle}
          publishAt={publishAt}
          note={note}
          onScheduled={(next, message) => {
            onChange?.(next);
            toast({ title: message, tone: 'success' });
          }}
        />
      ) : null}
    </>
  );
}
