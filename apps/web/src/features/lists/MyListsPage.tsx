import { useState } from 'react';
import { MSG } from '@okuryazar/shared';
import { Button, EmptyState, ErrorState, ListIcon, LoadMore, LoadingState, PageTitle, PlusIcon, useToast } from '../../components';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/router';
import { useCreateList, useMyLists } from './api';
import { ListCard } from './ListCard';
import { ListFormDialog } from './ListFormDialog';
import styles from './Lists.module.css';

/**
 * /listelerim: the reader's own reading lists, newest first, and the way to start one. A new
 * list opens at once, ready for its first story.
 */
export function MyListsPage() {
  const lists = useMyLists();
  const all = lists.data?.pages.flatMap((page) => page.lists) ?? [];
  return (
    <>
      <PageTitle title="Okuma listelerim" />
      <div className="page-frame">
        <header className="page-frame-intro">
          <div className={styles.introRow}>
            <div>
              <p className="page-frame-eyebrow">Kütüphane</p>
              <h1 className={styles.heading}>Okuma listelerim</h1>
              <p className="page-frame-lead">
                Hikayeleri kendi raflarınızda toplayın: kendinize saklayın ya da herkese açık yapıp bağlantısını paylaşın.
              </p>
            </div>
            <NewListButton />
          </div>
        </header>
        {lists.isPending ? (
          <LoadingState />
        ) : lists.isError && all.length === 0 ? (
          <ErrorState message={lists.error.message || MSG.serverError} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
        ) : all.length === 0 ? (
          <EmptyState icon={<ListIcon size={28} />} title="Henüz bir listeniz yok">
            İlk listenizi oluşturun, sonra bir hikayenin sayfasındaki “Listeye ekle” düğmesiyle doldurun.
          </EmptyState>
        ) : (
          <>
            <ul className={styles.listGrid} role="list">
              {all.map((list) => (
                <li key={list.id}>
                  <ListCard list={list} titleAs="h2" />
                </li>
              ))}
            </ul>
            <LoadMore query={lists} />
          </>
        )}
      </div>
    </>
  );
}

function NewListButton() {
  const [open, setOpen] = useState(false);
  const create = useCreateList();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <ListFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button leadingIcon={<PlusIcon size={18} />}>Yeni liste</Button>}
      onSave={async (values) => {
        const list = await create.mutateAsync(values);
        setOpen(false);
        toast({ title: `“${list.title}” listesi oluşturuldu.`, tone: 'success' });
        navigate(paths.list(list.id));
      }}
    />
  );
}

