import { MSG, type Settings } from '@okuryazar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateSettings, type UpdateSettingsBody } from './api';
import { useStatusMessage } from './useStatusMessage';
import {
  accountFormValues,
  classifySaveError,
  EDITABLE_FIELDS,
  passwordWillBeSent,
  savedMessage,
  settingsFormSchema,
  type EditableField,
  type RowKey,
  type SettingsFormValues,
} from './validation';

type Editing = Record<RowKey, boolean>;

const CLOSED: Editing = { username: false, email: false, full_name: false, bio: false, password: false };

/** The order in which the first field with a message takes the cursor. */
const FIELD_ORDER = ['username', 'email', 'full_name', 'bio', 'new_password', 'confirm_password'] as const;

/**
 * The account form (docs/PRODUCT.md#behaviour-and-states, #validation-rules, #error-messages):
 * which rows are open, the client's checks on Save, the current-password dialog, and the PUT
 * /setting whose failures go back to the field, the dialog or the status line.
 */
export function useAccountForm(settings: Settings) {
  const formId = useId();
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const resolver = useMemo(() => zodResolver(settingsFormSchema(editing, settings.email)), [editing, settings.email]);
  const form = useForm<SettingsFormValues>({
    resolver,
    defaultValues: accountFormValues(settings),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, handleSubmit, getValues, setValue, reset, setError, clearErrors, setFocus, formState } = form;
  const { errors } = formState;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const update = useUpdateSettings();
  const { status, show } = useStatusMessage();

  const anyEditing = Object.values(editing).some(Boolean);

  const toggle = (row: RowKey) => {
    const opening = !editing[row];
    setEditing((e) => ({ ...e, [row]: opening }));
    if (row === 'password') {
      setValue('new_password', '');
      setValue('confirm_password', '');
      clearErrors(['new_password', 'confirm_password']);
    } else {
      // Opening starts from the stored value; closing drops the draft.
      setValue(row, settings[row] ?? '');
      clearErrors(row);
    }
  };

  /** Typing in a field clears its own message; the form is checked again on Save. */
  const field = <N extends keyof SettingsFormValues>(name: N) => register(name, { onChange: () => errors[name] && clearErrors(name) });

  /** What PUT /setting receives: drafts for open rows, stored values for the rest. */
  const valuesToSend = (): Record<EditableField, string> => {
    const values = accountFormValues(settings);
    const drafts = getValues();
    for (const name of EDITABLE_FIELDS) if (editing[name]) values[name] = drafts[name];
    return values;
  };

  const onSave = (event: FormEvent) => {
    if (!anyEditing || update.isPending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(
      () => {
        setDialogError(null);
        setDialogOpen(true);
      },
      (found) => {
        const first = FIELD_ORDER.find((k) => found[k]);
        if (first) setFocus(first);
      },
    )(event);
  };

  const onFailure = (error: Error) => {
    const kind = classifySaveError(error);
    if (kind === 'wrongPassword') {
      setDialogError(MSG.wrongCurrentPassword);
    } else if (kind === 'usernameTaken') {
      setDialogOpen(false);
      setEditing((e) => ({ ...e, username: true }));
      setError('username', { message: MSG.usernameTakenField });
      window.setTimeout(() => setFocus('username'), 0);
    } else {
      const message = error.message || MSG.genericError;
      setDialogOpen(false);
      if (kind === 'emailTaken') setError('email', { message });
      show(`${MSG.profileUpdateError}${message}`, 'error');
    }
  };

  /** The dialog's confirmation: sends the form with the current password. */
  const submit = (currentPassword: string) => {
    setDialogError(null);
    const values = valuesToSend();
    const newPassword = getValues('new_password');
    const passwordChanged = passwordWillBeSent(editing.password, newPassword);
    const body: UpdateSettingsBody = {
      username: values.username.trim(),
      email: values.email.trim(),
      full_name: values.full_name.trim(),
      bio: values.bio.trim(),
      current_password: currentPassword,
      ...(passwordChanged ? { password_hash: newPassword } : {}),
    };
    const profileChanged = EDITABLE_FIELDS.some((name) => body[name] !== (settings[name] ?? '').trim());
    update.mutate(body, {
      onSuccess: ({ settings: fresh }) => {
        setDialogOpen(false);
        setEditing(CLOSED);
        reset(accountFormValues(fresh));
        show(savedMessage(passwordChanged, profileChanged), 'success');
      },
      onError: onFailure,
    });
  };

  const fieldId = (name: keyof SettingsFormValues) => `${formId}-${name}`;
  return {
    fieldId,
    titleId: `${formId}-title`,
    /** A row's open state and its Düzenle/Vazgeç toggle, for EditableRow. */
    row: (key: RowKey) => ({ editing: editing[key], onToggle: () => toggle(key) }),
    /** A text input's id, registration and message, for TextField. */
    input: <N extends keyof SettingsFormValues>(name: N) => ({ id: fieldId(name), ...field(name), error: errors[name]?.message }),
    field,
    errors,
    bioLength: form.watch('bio').length,
    anyEditing,
    onSave,
    saving: update.isPending,
    status,
    dialog: { open: dialogOpen, onOpenChange: setDialogOpen, error: dialogError, onConfirm: submit },
  };
}
