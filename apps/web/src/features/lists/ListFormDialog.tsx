import { useState, type FormEvent, type ReactNode } from 'react';
import { LIST_LIMITS, LIST_MSG, MSG, type ReadingList } from '@okuryazar/shared';
import { Button, Checkbox, Dialog, DialogActions, FormAlert, TextAreaField, TextField } from '../../components';
import styles from './Lists.module.css';

export interface ListFormValues {
  title: string;
  description: string;
  is_public: boolean;
}

interface ListFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list being edited; absent for a new list. */
  list?: Pick<ReadingList, 'title' | 'description' | 'is_public'>;
  /** Saves the values; a rejected promise's message shows in the form. */
  onSave: (values: ListFormValues) => Promise<unknown>;
  trigger?: ReactNode;
}

/**
 * A new list's or an existing list's name, description and visibility in one dialog. The
 * name is checked here as the server checks it; the server's refusal (the 100 lists, say)
 * shows above the buttons and the form keeps what was typed.
 */
export function ListFormDialog({ open, onOpenChange, list, onSave, trigger }: ListFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={list ? 'Listeyi düzenleyin' : 'Yeni okuma listesi'}
      description="Listenize bir ad verin; isterseniz kısaca ne topladığınızı anlatın."
      size="md"
    >
      {open ? <ListForm list={list} onSave={onSave} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ListForm({ list, onSave, onCancel }: Pick<ListFormDialogProps, 'list' | 'onSave'> & { onCancel: () => void }) {
  const [title, setTitle] = useState(list?.title ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [isPublic, setIsPublic] = useState(list?.is_public ?? false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (title.trim() === '') {
      setTitleError(LIST_MSG.titleRequired);
      return;
    }
    setTitleError(null);
    setFormError(null);
    setSaving(true);
    try {
      await onSave({ title: title.trim(), description: description.trim(), is_public: isPublic });
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : MSG.tryAgain);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Listenin adı"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={LIST_LIMITS.titleMax}
        error={titleError ?? undefined}
        autoComplete="off"
        required
      />
      <TextAreaField
        label="Açıklama (isteğe bağlı)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={LIST_LIMITS.descriptionMax}
        rows={3}
        hint={`${description.length.toLocaleString('tr-TR')} / ${LIST_LIMITS.descriptionMax.toLocaleString('tr-TR')}`}
      />
      <Checkbox
        label="Herkese açık"
        hint="Giriş yapmış herkes bağlantıyla açabilir; liste profilinizde görünür."
        checked={isPublic}
        onChange={(event) => setIsPublic(event.target.checked)}
      />
      <FormAlert message={formError} live />
      <DialogActions>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={saving}>
          {list ? 'Kaydet' : 'Listeyi oluştur'}
        </Button>
      </DialogActions>
    </form>
  );
}
