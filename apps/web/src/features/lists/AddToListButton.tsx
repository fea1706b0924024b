import { useState } from 'react';
import { Button, Dialog, ListAddIcon, suspended, type ButtonProps } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

// The dialog's body (the lists, the new-list form) loads when the dialog first opens: the book
// page, the dashboard's popup and the reader's last card carry only the button.
const AddToListPanel = lazyNamed(() => import('./AddToListPanel'), 'AddToListPanel');

interface AddToListButtonProps {
  bookId: number;
  bookTitle: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * "Listeye ekle" (docs/PRODUCT.md#reading-lists): the book page, the dashboard's book popup and
 * the reader's last card open the same dialog, where each of the reader's lists is a checkbox
 * and a new list can be made with the story already in it.
 */
export function AddToListButton({ bookId, bookTitle, variant = 'ghost', size, className }: AddToListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Listeye ekle"
      description={`“${bookTitle}” hangi listelerinizde olsun?`}
      size="md"
      trigger={
        <Button variant={variant} size={size} className={className} leadingIcon={<ListAddIcon size={18} />}>
          Listeye ekle
        </Button>
      }
    >
      {open ? suspended(<AddToListPanel bookId={bookId} />) : null}
    </Dialog>
  );
}
