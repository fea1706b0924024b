import { useState } from 'react';
import { LIST_MSG, MSG, type BookCard, type ListPageResponse } from '@okuryazar/shared';
import { Avatar, Button, ChevronDownIcon, ChevronUpIcon, Dialog, DialogActions, EditIcon, EmptyState, ErrorState, failureToast, LinkButton, LoadingState, LoadMore, NotFoundState, PageTitle, ShareIcon, TrashIcon, useToast } from '../../components';
import { BookPreviewCard } from '../../components/books';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { Link, useNavigate, useParams } from '../../lib/router';
import { useDeleteList, useList, useListBook, useMoveListBook, useUpdateList } from './api';
import { ListFormDialog } from './ListFormDialog';
import { ListVisibility } from './ListVisibility';
import { shareLink } from './shareLink';
import styles from './Lists.module.css';

/**
 * /liste/{listId} (docs/PRODUCT.md#reading-lists): a list's name, description and owner, its
 * stories in the owner's order, a share button; the owner also edits, deletes, reorders and
 * takes stories out here. A list the viewer may not open is "not found", as nothing at all.
 */
export function ListPage() {
  const listId = Number(useParams().listId);
  const query = useList(listId);
  const pages = query.data?.pages ?? [];
  const first = pages[0];

  if (query.isPending) {
    return (
      <div className="page-frame">
        <LoadingState />
      </div>
    );
  }
  if (!first) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="page-frame">
        {missing ? (
          <NotFoundState title={LIST_MSG.notFound} action={<LinkButton to={paths.dashboard}>Ana sayfaya dönün</LinkButton>}>
            Liste silinmiş, gizlenmiş ya da bağlantı yanlış olabilir.
          </NotFoundState>
        ) : (
          <ErrorState message={query.error?.message ?? MSG.serverError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }
  const books = pages.flatMap((page) => page.books);
  // The header counts the stories stored in the list; once every page is here, the ones this
  // reader may not see (withdrawn, or hidden for them) are told as a number, never by name.
  const unseen = query.hasNextPage ? 0 : Math.max(0, first.list.book_count - books.length);
  const ownEmpty = first.list.is_owner && first.list.book_count === 0;
  return (
    <>
      <PageTitle title={first.list.title} />
      <div className="page-frame">
        <ListHeader list={first.list} />
        <section aria-label="Listedeki hikayeler">
          {/* A page of the list as stored may hold only stories this reader may not see: the next is asked for. */}
          {books.length === 0 && !query.hasNextPage ? (
            <EmptyState compact action={ownEmpty ? <LinkButton to={paths.search} variant="secondary">Hikayelere göz atın</LinkButton> : undefined}>
              {ownEmpty
                ? 'Bu listede henüz hikaye yok. Bir hikayenin sayfasındaki “Listeye ekle” düğmesiyle ekleyebilirsiniz.'
                : unseen > 0
                  ? unseenNote(unseen)
                  : 'Bu listede size gösterilecek hikaye yok.'}
            </EmptyState>
          ) : (
            <>
              <ul className="page-frame-cover-grid" role="list">
                {books.map((book, index) => (
                  <li key={book.book_id}>
                    <BookPreviewCard book={book} titleAs="h2" showChapterCount coverPriority={index === 0} />
                    {first.list.is_owner ? <OrderTools listId={listId} books={books} index={index} /> : null}
                  </li>
                ))}
              </ul>
              <LoadMore query={query} />
            </>
          )}
          {unseen > 0 && books.length > 0 ? <p className={styles.unseenNote}>{unseenNote(unseen)}</p> : null}
        </section>
      </div>
    </>
  );
}

/** Why the count is larger than what is shown, without saying which story or whose choice it was. */
function unseenNote(count: number): string {
  return `Bu listedeki ${count.toLocaleString('tr-TR')} hikaye size gösterilemiyor: yayından kaldırılmış ya da sizin için gizlenmiş olabilir.`;
}

function ListHeader({ list }: { list: ListPageResponse['list'] }) {
  const { toast } = useToast();
  const share = async () => {
    const outcome = await shareLink(paths.list(list.id), list.title);
    if (outcome === 'copied') toast({ title: 'Bağlantı kopyalandı.', tone: 'success' });
    if (outcome === 'failed') toast({ title: 'Bağlantı kopyalanamadı. Adres çubuğundaki bağlantıyı paylaşabilirsiniz.', tone: 'error' });
  };
  return (
    <header className="page-frame-intro">
      <p className="page-frame-eyebrow">Okuma listesi</p>
      <h1 className={styles.heading}>{list.title}</h1>
      {list.description ? <p className={styles.description}>{list.description}</p> : null}
      <p className={styles.meta}>
        <Link to={paths.profile(list.owner.id)} className={styles.owner}>
          <Avatar src={list.owner.profile_image_url} name={list.owner.full_name || list.owner.username} size={28} decorative />
          {list.owner.full_name.trim() || list.owner.username}
        </Link>
        <span>{list.book_count.toLocaleString('tr-TR')} hikaye</span>
        {list.is_owner ? <ListVisibility isPublic={list.is_public} /> : null}
      </p>
      <div className={styles.actions}>
        {list.is_public ? (
          <Button variant="secondary" leadingIcon={<ShareIcon size={18} />} onClick={() => void share()}>
            Bağlantıyı paylaş
          </Button>
        ) : null}
        {list.is_owner ? <OwnerActions list={list} /> : null}
      </div>
      {list.is_owner && !list.is_public ? (
        <p className={styles.privateNote}>Bu listeyi yalnızca siz görebilirsiniz. Paylaşmak için düzenleyip herkese açık yapın.</p>
      ) : null}
    </header>
  );
}

function OwnerActions({ list }: { list: ListPageResponse['list'] }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const update = useUpdateList(list.id);
  const remove = useDeleteList(list.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const deleteList = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: `“${list.title}” listesi silindi.`, tone: 'success' });
        navigate(paths.myLists);
      },
      onError: (error) => toast(failureToast(error)),
    });

  return (
    <>
      <ListFormDialog
        open={editing}
        onOpenChange={setEditing}
        list={list}
        trigger={
          <Button variant="ghost" leadingIcon={<EditIcon size={18} />}>
            Düzenle
          </Button>
        }
        onSave={async (values) => {
          await update.mutateAsync(values);
          setEditing(false);
          toast({ title: 'Liste kaydedildi.', tone: 'success' });
        }}
      />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Liste silinsin mi?"
        description={`“${list.title}” listesi silinir; içindeki hikayeler yerinde kalır. Bu işlem geri alınamaz.`}
        size="sm"
        trigger={
          <Button variant="ghost" leadingIcon={<TrashIcon size={18} />}>
            Sil
          </Button>
        }
      >
        <DialogActions>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Vazgeç
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={deleteList}>
            Listeyi sil
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Up, down and out for one story of the owner's list; a move lands behind its new neighbour. */
function OrderTools({ listId, books, index }: { listId: number; books: BookCard[]; index: number }) {
  const { toast } = useToast();
  const move = useMoveListBook(listId);
  const out = useListBook();
  const book = books[index]!;
  const busy = move.isPending || out.isPending;
  const fail = (error: Error) => toast(failureToast(error));
  const up = () => move.mutate({ bookId: book.book_id, afterBookId: index >= 2 ? books[index - 2]!.book_id : null }, { onError: fail });
  const down = () => move.mutate({ bookId: book.book_id, afterBookId: books[index + 1]!.book_id }, { onError: fail });
  const takeOut = () =>
    out.mutate(
      { listId, bookId: book.book_id, inList: false },
      { onSuccess: () => toast({ title: `“${book.title}” listeden çıkarıldı.`, tone: 'success' }), onError: fail },
    );
  return (
    <div className={styles.itemTools}>
      <Button variant="ghost" size="sm" iconOnly aria-label={`${book.title}: yukarı taşı`} disabled={busy || index === 0} onClick={up}>
        <ChevronUpIcon size={18} />
      </Button>
      <Button variant="ghost" size="sm" iconOnly aria-label={`${book.title}: aşağı taşı`} disabled={busy || index === books.length - 1} onClick={down}>
        <ChevronDownIcon size={18} />
      </Button>
      <Button variant="ghost" size="sm" iconOnly aria-label={`${book.title}: listeden çıkar`} disabled={busy} onClick={takeOut}>
        <TrashIcon size={18} />
      </Button>
    </div>
  );
}
