import { zodResolver } from '@hookform/resolvers/zod';
import {
  MODERATION_LIMITS,
  MSG,
  moderationDecisionFormSchema,
  type ModerationAction,
  type ModerationQueueItem,
} from '@okuryazar/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Dialog, DialogActions, FormAlert, TextAreaField, TextField, whenClosed } from '../../components';
import { ApiError } from '../../lib/api';
import { useDecide } from './api';
import { TARGET_TYPE_LABELS } from './labels';
import styles from './Moderation.module.css';

type FormInput = z.input<typeof moderationDecisionFormSchema>;
type FormOutput = z.output<typeof moderationDecisionFormSchema>;

interface ActionCopy {
  title: string;
  description: string;
  confirm: string;
  noteLabel: string;
  /** Removing and suspending say why (the API refuses them without a note); a dismissal may not. */
  noteRequired: boolean;
  noteHint?: string;
  variant: 'primary' | 'danger';
}

function actionCopy(action: ModerationAction, item: ModerationQueueItem): ActionCopy {
  const what = TARGET_TYPE_LABELS[item.target_type].toLocaleLowerCase('tr-TR');
  const author = item.author ? `@${item.author.username}` : 'yazar';
  switch (action) {
    case 'remove':
      return {
        title: 'İçeriği kaldır',
        description: `Bu ${what} herkesten gizlenir; ${author} bir bildirimle notunuzu görür. Şikayet edenlere incelendiği bildirilir.`,
        confirm: 'Kaldır',
        noteLabel: 'Gerekçe (zorunlu)',
        noteRequired: true,
        noteHint: 'Yazara bildirimle iletilir ve kayıtta kalır.',
        variant: 'danger',
      };
    case 'suspend_author':
      return {
        title: 'Yazarı askıya al',
        description: `${author} giriş yapamaz, açık oturumları hemen kapanır ve içerikleri gizlenir. Şikayet edenlere incelendiği bildirilir.`,
        confirm: 'Askıya al',
        noteLabel: 'Gerekçe (zorunlu)',
        noteRequired: true,
        noteHint: 'Yazara bildirimle iletilir ve kayıtta kalır.',
        variant: 'danger',
      };
    case 'dismiss':
      return item.target_type === 'legal_notice'
        ? {
            title: 'Bildirimi kapat',
            description: 'Yasal bildirim incelendi olarak kapatılır ve kayda geçer.',
            confirm: 'Kapat',
            noteLabel: 'Not (isteğe bağlı, yalnızca kayıtta görünür)',
            noteRequired: false,
            variant: 'primary',
          }
        : {
            title: 'Şikayeti yoksay',
            description: `İçerik yerinde kalır. Şikayet edenlere incelendiği bildirilir.`,
            confirm: 'Yoksay',
            noteLabel: 'Not (isteğe bağlı, yalnızca kayıtta görünür)',
            noteRequired: false,
            variant: 'primary',
          };
  }
}

/**
 * The confirm step of a moderation decision: what will happen, a note, and for a suspension
 * the number of days (empty = indefinitely). Nothing is decided on the queue's button alone:
 * removing or suspending asks for the reason (required, focused when the dialog opens, so a
 * phone's keyboard comes up on it), and the reason goes to the author. The server's refusal
 * stays in the dialog.
 */
export function DecisionDialog({
  item,
  action,
  onClose,
  onDecided,
}: {
  item: ModerationQueueItem;
  action: ModerationAction | null;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  return (
    <Dialog
      open={action !== null}
      onOpenChange={whenClosed(onClose)}
      title={action ? actionCopy(action, item).title : ''}
      description={action ? actionCopy(action, item).description : undefined}
    >
      {action ? <DecisionForm key={action} item={item} action={action} onCancel={onClose} onDecided={onDecided} /> : null}
    </Dialog>
  );
}

function DecisionForm({
  item,
  action,
  onCancel,
  onDecided,
}: {
  item: ModerationQueueItem;
  action: ModerationAction;
  onCancel: () => void;
  onDecided: (message: string) => void;
}) {
  const copy = actionCopy(action, item);
  const decide = useDecide();
  const alertId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(moderationDecisionFormSchema),
    defaultValues: { action, note: '', suspendDays: '' },
  });

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const result = await decide.mutateAsync({
        targetType: item.target_type,
        targetId: item.target_id,
        action: form.action,
        note: form.note,
        ...(form.action === 'suspend_author' && form.suspendDays !== undefined ? { suspendDays: form.suspendDays } : {}),
      });
      onDecided(result.message);
    } catch (error) {
      setServerError(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MSG.genericError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={serverError ? alertId : undefined} className={styles.dialogForm}>
      <FormAlert id={alertId} message={serverError} />
      <input type="hidden" {...register('action')} />
      <TextAreaField
        label={copy.noteLabel}
        hint={copy.noteHint}
        rows={4}
        maxLength={MODERATION_LIMITS.noteMax}
        required={copy.noteRequired}
        // The reason is what this dialog is for; the focus starts there (and inside the dialog,
        // so Radix's own first-focus leaves it).
        autoFocus={copy.noteRequired}
        error={errors.note?.message}
        {...register('note')}
      />
      {action === 'suspend_author' ? (
        <TextField
          label="Süre (gün)"
          type="number"
          inputMode="numeric"
          min={1}
          max={MODERATION_LIMITS.suspendDaysMax}
          hint="Boş bırakırsanız hesap süresiz askıya alınır."
          error={errors.suspendDays?.message}
          {...register('suspendDays')}
        />
      ) : null}
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Vazgeç
        </Button>
        <Button type="submit" variant={copy.variant} loading={isSubmitting}>
          {copy.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}
