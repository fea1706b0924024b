import { LIMITS, type FeaturedBook } from '@okuryazar/shared';
import { useEffect, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../components';
import { BookCover } from '../../components/books';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';

/** The stage is min(62vw, 15rem) wide, 16.5rem from 769 px up (CoverCarousel.module.css). */
const CAROUSEL_COVER_SIZES = '(min-width: 769px) 264px, min(62vw, 240px)';
import styles from './CoverCarousel.module.css';

/**
 * Hero cover carousel (docs/PRODUCT.md#screens): the covers of real public stories; the front cover changes
 * every 4 s. It pauses while the pointer or keyboard focus is on it, has a pause button, and
 * does not move by itself for readers who prefer reduced motion.
 */
export function CoverCarousel({ books, hold = false }: { books: readonly FeaturedBook[]; /** Stop while something covers the page (e.g. a modal). */ hold?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const running = !paused && !hold && !hovered && !focused && books.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % books.length), LIMITS.carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [running, books.length]);

  const offsetOf = (index: number) => {
    const n = books.length;
    let d = (index - active + n) % n;
    if (d > n / 2) d -= n;
    return d;
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Öne çıkan hikayeler"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.stage} aria-live={running ? 'off' : 'polite'}>
        {books.map((book, index) => {
          const offset = offsetOf(index);
          const position =
            offset === 0 ? 'front' : offset === -1 ? 'left' : offset === 1 ? 'right' : offset < 0 ? 'farLeft' : 'farRight';
          return (
            <div
              key={book.book_id}
              className={`${styles.slide} ${styles[position]}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${books.length}: ${book.title}, ${book.author_name}`}
              aria-hidden={offset !== 0}
            >
              {/* The slide's label names the story; the image adds nothing for a screen reader. */}
              <BookCover src={book.cover_image_url} title="" className={styles.cover} priority={offset === 0} sizes={CAROUSEL_COVER_SIZES} />
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? 'Kapak geçişini başlat' : 'Kapak geçişini durdur'}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
        <div className={styles.dots}>
          {books.map((book, index) => (
            <button
              key={book.book_id}
              type="button"
              className={styles.dot}
              aria-label={`${index + 1}. kapak: ${book.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
