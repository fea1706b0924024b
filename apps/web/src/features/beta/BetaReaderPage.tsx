import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { BETA_MSG, LIMITS, MSG, type BetaChapterResponse, type BetaComment } from '@okuryazar/shared';
import { Button, ErrorState, LinkButton, LoadMore, LoadingState, NotFoundState, PageTitle, Select, TextAreaField, useToast } from '../../components';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { useParams, useSearchParams } from '../../lib/router';
import { sanitizeChapterHtml } from '../reader';
import { useBetaBook, useBetaChapter, useBetaComments, usePostBetaComment } from './api';
import styles from './Beta.module.css';
import { useNoteForm } from './useNoteForm';

/** The chapter chosen in the address (`?bolum=`), else the first. */
const CHAPTER_PARAM = 'bolum';

/**
 * /beta/{token} (docs/PRODUCT.md#beta-readers): a story read through an author's private link,
 * drafts included, in the reading typeface and the reader's own settings; a note can be left
 * on the chapter or on one paragraph, and only the author sees it.
 */
export function BetaReaderPage() {
  const token = useParams().token ?? '';
  const [search, setSearch] = useSearchParams();
  const book = useBetaBook(token);
  const chapters = book.data?.chapters ?? [];
  const asked = Number(search.get(CHAPTER_PARAM));
  const chapterId = chapters.some((c) => c.chapter_id === asked) ? asked : (chapters[0]?.chapter_id ?? null);
  const chapter = useBetaChapter(token, chapterId);

  if (book.isPending) return <Frame><LoadingState /></Frame>;
  if (book.isError) {
    const gone = book.error instanceof ApiError && (book.error.status === 404 || book.error.status === 400);
    return (
      <Frame>
        {gone ? (
          <NotFoundState title={BETA_MSG.linkNotFound} action={<LinkButton to={paths.dashboard}>Ana sayfaya dönün</LinkButton>}>
            Yazardan yeni bir bağlantı isteyebilirsiniz.
          </NotFoundState>
        ) : (
          <ErrorState message={book.error.message || MSG.serverError} onRetry={() => void book.refetch()} retrying={book.isFetching} />
        )}
      </Frame>
    );
  }
  const { book: story, is_author: isAuthor } = book.data;
  const go = (id: number) => setSearch({ [CHAPTER_PARAM]: String(id) });
  return (
    <Frame>
      <PageTitle title={`${story.title} · Beta okuma`} />
      <header className={styles.intro}>
        <p className="page-frame-eyebrow">Beta okuma</p>
        <h1 className={styles.title}>{story.title}</h1>
        <p className={styles.byline}>Yazar: {story.author_name}</p>
        <p className={styles.notice}>
          {isAuthor
            ? 'Kendi beta bağlantınıza bakıyorsunuz: okurunuz hikayeyi böyle görür.'
            : 'Bu bağlantı size özel. Taslak bölümleri de okuyabilirsiniz; bıraktığınız notları yalnızca yazar görür.'}
        </p>
        {chapters.length > 0 && chapterId !== null ? (
          <Select
            label="Bölüm"
            value={String(chapterId)}
            onChange={(event) => go(Number(event.target.value))}
            options={chapters.map((c) => ({ value: String(c.chapter_id), label: `${c.chapter_number}. ${c.title}${c.is_published ? '' : ' (taslak)'}` }))}
            className={styles.chapterSelect}
          />
        ) : null}
      </header>
      {chapters.length === 0 ? (
        <p className={styles.empty}>Bu hikayede henüz bölüm yok.</p>
      ) : chapter.isPending ? (
        <LoadingState />
      ) : chapter.isError ? (
        <ErrorState message={chapter.error.message || MSG.serverError} onRetry={() => void chapter.refetch()} retrying={chapter.isFetching} />
      ) : (
        <BetaChapter key={chapter.data.chapter_id} token={token} chapter={chapter.data} authorId={story.author_id} onGo={go} />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className={`page-frame ${styles.frame}`}>{children}</div>;
}

interface Block {
  kind: 'p' | 'hr';
  pid: string | null;
  html: string;
  text: string;
}

/** The sanitised text as its paragraphs (and scene breaks), each kept with its id. */
function blocksOf(html: string): Block[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.children).map((el) =>
    el.tagName === 'HR'
      ? { kind: 'hr', pid: null, html: '', text: '' }
      : { kind: 'p', pid: el.getAttribute('data-pid'), html: el.innerHTML, text: el.textContent ?? '' },
  );
}

function BetaChapter({ token, chapter, authorId, onGo }: { token: string; chapter: BetaChapterResponse; authorId: number; onGo: (id: number) => void }) {
  const blocks = useMemo(() => blocksOf(sanitizeChapterHtml(chapter.content)), [chapter.content]);
  const noteBefore = useMemo(() => sanitizeChapterHtml(chapter.note_before), [chapter.note_before]);
  const noteAfter = useMemo(() => sanitizeChapterHtml(chapter.note_after), [chapter.note_after]);
  const [target, setTarget] = useState<Block | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const excerpts = useMemo(() => new Map(blocks.filter((b) => b.pid).map((b) => [b.pid!, b.text])), [blocks]);

  const noteOn = (block: Block) => {
    setTarget(block);
    requestAnimationFrame(() => composer.current?.focus());
  };

  return (
    <>
      <article className={styles.chapter} aria-labelledby="beta-chapter-title">
        <h2 id="beta-chapter-title" className={styles.chapterTitle}>
          {chapter.title}
          {chapter.is_published ? null : <span className={styles.draftBadge}>Taslak</span>}
        </h2>
        {noteBefore ? <div className={styles.authorNote} dangerouslySetInnerHTML={{ __html: noteBefore }} /> : null}
        <div className={styles.text}>
          {blocks.map((block, index) =>
            block.kind === 'hr' ? (
              <hr key={index} />
            ) : (
              <div key={block.pid ?? index} className={styles.paragraph}>
                <p dangerouslySetInnerHTML={{ __html: block.html }} />
                {block.pid ? (
                  <button type="button" className={styles.noteButton} onClick={() => noteOn(block)} aria-label={`Bu paragrafa not bırakın: ${block.text.slice(0, 60)}`}>
                    +
                  </button>
                ) : null}
              </div>
            ),
          )}
        </div>
        {noteAfter ? <div className={styles.authorNote} dangerouslySetInnerHTML={{ __html: noteAfter }} /> : null}
      </article>
      <nav className={styles.chapterNav} aria-label="Bölümler arasında">
        {chapter.previous_chapter_id ? (
          <Button variant="secondary" onClick={() => onGo(chapter.previous_chapter_id!)}>
            Önceki bölüm
          </Button>
        ) : (
          <span />
        )}
        {chapter.next_chapter_id ? <Button onClick={() => onGo(chapter.next_chapter_id!)}>Sonraki bölüm</Button> : null}
      </nav>
      <BetaNotes token={token} chapterId={chapter.chapter_id} target={target} onClearTarget={() => setTarget(null)} composerRef={composer} excerpts={excerpts} authorId={authorId} />
    </>
  );
}

interface BetaNotesProps {
  token: string;
  chapterId: number;
  target: Block | null;
  onClearTarget: () => void;
  composerRef: RefObject<HTMLTextAreaElement | null>;
  excerpts: Map<string, string>;
  authorId: number;
}

function BetaNotes({ token, chapterId, target, onClearTarget, composerRef, excerpts, authorId }: BetaNotesProps) {
  const notes = useBetaComments(token, chapterId);
  const post = usePostBetaComment(token, chapterId);
  const { toast } = useToast();
  const all = notes.data?.pages.flatMap((page) => page.comments) ?? [];
  const { content, setContent, error, submit } = useNoteForm(
    (text, sending) => post.mutate({ content: text, paragraphId: target?.pid ?? null }, sending),
    () => {
      onClearTarget();
      toast({ title: 'Notunuz yazara iletildi.', tone: 'success' });
    },
  );

  return (
    <section className={styles.notes} aria-labelledby="beta-notes-heading">
      <h2 id="beta-notes-heading" className={styles.notesHeading}>
        Yazara notlar
      </h2>
      <p className={styles.notesLead}>Yalnızca yazar ve siz görürsünüz. Bir paragrafın yanındaki + ile o paragrafa not bırakabilirsiniz.</p>
      {all.length === 0 && !notes.isPending ? <p className={styles.empty}>Bu bölüme henüz not bırakmadınız.</p> : null}
      <ol className={`plain-list ${styles.noteList}`}>
        {all.map((note) => (
          <li key={note.id}>
            <Note note={note} byAuthor={note.user.id === authorId} excerpt={note.paragraph_id ? excerpts.get(note.paragraph_id) : undefined} />
          </li>
        ))}
      </ol>
      <LoadMore query={notes} auto={false} label="Daha fazla not" />
      <form className={styles.composer} onSubmit={submit} noValidate>
        {target ? (
          <div className={styles.target}>
            <p className={styles.quote}>“{target.text.slice(0, 140)}{target.text.length > 140 ? '…' : ''}”</p>
            <Button type="button" variant="ghost" size="sm" onClick={onClearTarget}>
              Bölüme genel not yaz
            </Button>
          </div>
        ) : null}
        <TextAreaField
          ref={composerRef}
          label={target ? 'Bu paragraf için notunuz' : 'Bölüm hakkında notunuz'}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={LIMITS.commentMaxChars}
          rows={3}
          error={error ?? undefined}
        />
        <Button type="submit" loading={post.isPending}>
          Notu gönder
        </Button>
      </form>
    </section>
  );
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

function Note({ note, byAuthor, excerpt }: { note: BetaComment; byAuthor: boolean; excerpt: string | undefined }) {
  return (
    <article className={styles.note}>
      <p className={styles.noteMeta}>
        <strong>{note.user.username}</strong>
        {byAuthor ? <span className={styles.authorTag}>Yazar</span> : null} · {timeFormat.format(new Date(note.created_at))}
      </p>
      {excerpt ? <p className={styles.quote}>“{excerpt.slice(0, 100)}{excerpt.length > 100 ? '…' : ''}”</p> : null}
      <p className={styles.noteText}>{note.content}</p>
    </article>
  );
}
