import { useState, type FormEvent } from 'react';
import { LIST_LIMITS, LIST_MSG, MSG, type ReadingList } from '@okuryazar/shared';
import { Button, ErrorState, failureToast, FormAlert, LoadingState, LoadMore, TextField, useToast } from '../../components';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useCreateList, useListBook, useMyLists } from './api';
import styles from './Lists.module.css';

/**
 * The add-to-list dialog's body: the reader's lists, each a checkbox that puts the story in or
 * takes it out at once (the server's answer decides the tick), and a field for a new list
 * that is made with the story in it.
 */
export function AddToListPanel({ bookId }: { bookId: number }) {
  const lists = useMyLists(bookId);
  const all = lists.data?.pages.flatMap((page) => page.lists) ?? [];

  if (lists.isPending) return <LoadingState />;
  if (lists.isError && all.length === 0) {
    return <ErrorState message={lists.error.message} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />;
  }
  return (
    <div className={styles.panel}>
      {all.length === 0 ? (
        <p className={styles.panelEmpty}>Henüz bir listeniz yok. İlk listenizi aşağıda oluşturun; hikaye içine eklenir.</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Listeleriniz</legend>
          <ul className="plain-list">
            {all.map((list) => (
              <li key={list.id}>
                <ListChoice list={list} bookId={bookId} />
              </li>
            ))}
          </ul>
          <LoadMore query={lists} label="Daha fazla liste" auto={false} />
        </fieldset>
      )}
      {all.length < LIST_LIMITS.listsMax ? <NewListWithBook bookId={bookId} /> : null}
      <p className={styles.panelFoot}>
        <Link to={paths.myLists}>Listelerinizi yönetin</Link>
      </p>
    </div>
  );
}

function ListChoice({ list, bookId }: { list: ReadingList; bookId: number }) {
  const { toast } = useToast();
  const mutation = useListBook();
  // The tick follows the click at once (set in the same event, so the box never flickers back),
  // and the server's answer, through the refreshed list, once it comes.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? Boolean(list.has_book);
  const toggle = () => {
    const inList = !checked;
    setWanted(inList);
    mutation.mutate(
      { listId: list.id, bookId, inList },
      {
        onSuccess: ({ in_list }) => toast({ title: in_list ? `“${list.title}” adlı listeye eklendi.` : `“${list.title}” adlı listeden çıkarıldı.`, tone: 'success' }),
        onError: (error) => toast(failureToast(error)),
        onSettled: () => setWanted(null),
      },
    );
  };
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        checked={checked}
        onChange={toggle}
        disabled={mutation.isPending}
        aria-labelledby={`list-${list.id}-title`}
        aria-describedby={`list-${list.id}-count`}
      />
      <span id={`list-${list.id}-title`} className={styles.choiceTitle}>
        {list.title}
      </span>
      <span id={`list-${list.id}-count`} className={styles.choiceCount}>
        {list.book_count.toLocaleString('tr-TR')} hikaye
      </span>
    </label>
  );
}

function NewListWithBook({ bookId }: { bookId: number }) {
  const { toast } = useToast();
  const create = useCreateList();
  const add = useListBook();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = title.trim();
    if (!name) {
      setError(LIST_MSG.titleRequired);
      return;
    }
    setError(null);
    try {
      const list = await create.mutateAsync({ title: name, description: '', is_public: false });
      await add.mutateAsync({ listId: list.id, bookId, inList: true });
      setTitle('');
      toast({ title: `“${list.title}” listesi oluşturuldu, hikaye eklendi.`, tone: 'success' });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : MSG.tryAgain);
    }
  };

  return (
    <form className={styles.newList} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Yeni liste"
        placeholder="Örneğin: Yaz tatilinde okunacaklar"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={LIST_LIMITS.titleMax}
        error={error ? true : undefined}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Oluştur ve ekle
      </Button>
      <FormAlert message={error} live className={styles.newListError} />
    </form>
  );
}
