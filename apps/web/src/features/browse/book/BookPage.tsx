import { getSession } from '../../../lib/session';
import { StoryAnnouncements } from '../../announcements';
import { AddToListButton } from '../../lists';
import { useEffect } from 'react';
import { Link, useParams } from '../../../lib/router';
import type { BookPageResponse } from '@okuryazar/shared';
import { MSG, splitParagraphs } from '@okuryazar/shared';
import { DownloadIcon, EpubDownloadButton, ErrorState, LinkButton, NotFoundState, PageTitle } from '../../../components';
import { BookCounts, BookCover, StoryFacts } from '../../../components/books';
import {
  ContentWarningChips,
  ContentWarningInterstitial,
  hiddenAmong,
} from '../../../components/warnings';
import { paths } from '../../../config/paths';
import { useHiddenWarnings, useWarningConsent } from '../../reader';
import { ReportButton } from '../../safety';
import { useGoBack } from '../../../lib/useGoBack';
import { isNotFound, parseId, useBookPage } from '../api';
import { BookPageSkeleton } from './BookPageSkeleton';
import { ChapterList } from './ChapterList';
import { useCoverBackdrop } from './CoverBackdrop';
import { LibraryStatusSelect } from './LibraryStatusSelect';
import { LibraryToggle } from './LibraryToggle';
import { ReadButton } from './ReadButton';
import { Recommendations } from './Recommendations';
import styles from './BookPage.module.css';

/**
 * The header cover is 176 px wide, 220 px on tablets and 240 px from 1024 px (BookPage.module.css).
 * index.html's early script preloads the cover with the same value.
 */
export const BOOK_PAGE_COVER_SIZES = '(min-width: 1024px) 240px, (min-width: 769px) 220px, 176px';

/** /book/{bookId}: cover, details, read and library buttons, description, chapters, recommendations. */
export function BookPage() {
  const id = parseId(useParams().bookId);
  const query = useBookPage(id);

  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <div className="page-frame">
        <NotFoundState
          title={MSG.bookNotFound}
          action={<LinkButton to={paths.dashboard}>Ana sayfaya dön</LinkButton>}
        >
          Aradığınız kitap yok, yayından kaldırılmış ya da size kapalı olabilir.
        </NotFoundState>
      </div>
    );
  }
  if (query.isPending) return <BookPageSkeleton />;
  if (query.isError) {
    return (
      <div className="page-frame">
        <ErrorState
          message={MSG.readerLoadError}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  // Keyed so the read button's note, the scroll state and the warning answer do not carry over to another book.
  return <WarningGate key={id} data={query.data} />;
}

/**
 * docs/PRODUCT.md#trust-and-safety: a direct link to a story carrying warnings the reader hides asks first (once per
 * story and session); lists never show such a story to them at all.
 */
function WarningGate({ data }: { data: BookPageResponse }) {
  const { book } = data;
  const warnings = book.content_warnings ?? [];
  const [accepted, accept] = useWarningConsent(book.book_id);
  const hidden = useHiddenWarnings(warnings.length > 0 && !accepted);
  const goBack = useGoBack(paths.dashboard);
  if (warnings.length > 0 && !accepted) {
    if (hidden === undefined) return <BookPageSkeleton />;
    const hiddenHere = hiddenAmong(warnings, hidden);
    if (hiddenHere.length > 0) {
      return (
        <div className="page-frame">
          <ContentWarningInterstitial
            storyTitle={book.title}
            warnings={warnings}
            hidden={hiddenHere}
            onContinue={accept}
            onBack={goBack}
          />
        </div>
      );
    }
  }
  return <BookView data={data} />;
}

/** The book page requires a cover field; without it nothing renders and the error is only logged (docs/PRODUCT.md#screens, #error-messages). */
export function hasCoverField(book: object): boolean {
  return 'cover_image_url' in book;
}

function BookView({ data }: { data: BookPageResponse }) {
  const { book, chapters, tags } = data;
  const coverMissing = !hasCoverField(book);
  const { backdrop, onCoverLoad } = useCoverBackdrop();

  useEffect(() => {
    if (coverMissing)
      console.error('Kitap kapak bilgisi olmadan geldi; sayfa gösterilmiyor.', book.book_id);
  }, [coverMissing, book.book_id]);

  if (coverMissing) return null;

  const paragraphs = splitParagraphs(book.description);
  const chapterCount = chapters.length;

  return (
    <>
      <PageTitle title={book.title} />
      <article className={styles.book}>
        <div className={styles.hero}>
          {backdrop}
          <div className={styles.heroInner}>
            <div className={styles.coverFrame}>
              <BookCover
                className="book-cover-image"
                src={book.cover_image_url}
                title={`${book.title} kapağı`}
                priority
                sizes={BOOK_PAGE_COVER_SIZES}
                onLoad={onCoverLoad}
              />
            </div>

            <div className={styles.info}>
              <div className={styles.badges}>
                <Link to={paths.category(book.category_id)} className={styles.category}>
                  {book.category_name}
                </Link>
                {book.is_mature_content && (
                  <span className={styles.mature}>18+ · Yetişkin içerik</span>
                )}
              </div>
              <h1 className={styles.title}>{book.title}</h1>
              <p className={styles.author}>
                <span className={styles.authorLabel}>Yazar:</span>{' '}
                <Link to={paths.profile(book.author_id)} className={styles.authorLink}>
                  {book.author_name}
                </Link>
              </p>

              <BookCounts
                views={book.total_views}
                likes={book.total_likes}
                chapters={chapterCount}
                variant="boxed"
                className={styles.counts}
              />
              <StoryFacts book={book} className={styles.facts} />

              <ContentWarningChips
                className={styles.warnings}
                warnings={book.content_warnings ?? []}
              />

              <div className={styles.actions}>
                <ReadButton bookId={book.book_id} chapters={chapters} />
                <LibraryToggle bookId={book.book_id} isInLibrary={book.isInLibrary} />
              </div>
              <div className={styles.quietActions}>
                {book.isInLibrary ? <LibraryStatusSelect bookId={book.book_id} status={data.library_status ?? 'planned'} /> : null}
                <AddToListButton bookId={book.book_id} bookTitle={book.title} className={styles.report} />
                <EpubDownloadButton
                  call={{ key: 'GET /books/:bookId/epub', params: { bookId: book.book_id } }}
                  variant="ghost"
                  leadingIcon={<DownloadIcon size={16} />}
                  className={styles.report}
                >
                  EPUB olarak indir
                </EpubDownloadButton>
                <ReportButton target={{ type: 'story', id: book.book_id }} authorId={book.author_id} className={styles.report} />
              </div>
            </div>
          </div>
        </div>

        <div className={styles.content}>
          <section className={styles.section} aria-labelledby="book-about-title">
            <h2 id="book-about-title" className="page-frame-section-title">
              Hikaye hakkında
            </h2>
            <div className={styles.description} data-testid="book-description">
              {paragraphs.length > 0 ? (
                paragraphs.map((p, i) => <p key={i}>{p}</p>)
              ) : (
                <p className={styles.muted}>{MSG.noDescription}</p>
              )}
            </div>
            {/* Under the description rather than in the hero: a story without tags then leaves
                no gap there, and the hero's counts and buttons stand where its loading shapes
                put them whether the story has tags or not. */}
            {tags.length > 0 && (
              <ul className={styles.tags} aria-label="Etiketler">
                {tags.map((t) => (
                  <li key={t.tag}>
                    <Link to={paths.tag(t.tag)} className={styles.tag}>
                      #{t.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <StoryAnnouncements bookId={book.book_id} isAuthor={getSession()?.userId === book.author_id} />

          <ChapterList bookId={book.book_id} chapters={chapters} />
        </div>

        <div className={styles.recsWrap}>
          <Recommendations bookId={book.book_id} />
        </div>
      </article>
    </>
  );
}
