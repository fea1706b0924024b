import { useId, useMemo } from 'react';
import { MSG } from '@okuryazar/shared';
import { Button, Dialog, unlessBusy, useToast, whenClosed, type ButtonProps } from '../../components';
import { formatSavedTime, sanitizeChapterHtml } from './chapterText';
import styles from './ChapterConflictDialog.module.css';

export const CONFLICT_TITLE = 'Bu bölüm başka bir yerde de kaydedildi';
export const KEEP_MINE = 'Benim sürümümü kaydet';
export const TAKE_SERVER = 'Sunucudaki sürümü al';
export const MERGE_BY_HAND = 'Elle birleştir';

export interface ChapterVersion {
  title: string;
  content: string;
  /** The author's notes of this version (docs/PRODUCT.md#reading-comfort-and-writers-tools); '' or absent when none. */
  noteBefore?: string;
  noteAfter?: string;
  /** The "Önceki bölümlerde" recap of this version (plain text); '' or absent when none. */
  recap?: string;
}

/** Plain text of chapter HTML: paragraphs separated by a blank line, a scene break as "* * *". */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeChapterHtml(html), 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  const blocks = [...doc.body.querySelectorAll('p, hr')].map((el) => (el.tagName === 'HR' ? '* * *' : (el.textContent ?? '')));
  return blocks.length > 0 ? blocks.join('\n\n') : (doc.body.textContent ?? '');
}

/** A version as plain text for the clipboard: title, the notes (labelled) around the text. */
export function chapterPlainText({ title, content, noteBefore, noteAfter, recap }: ChapterVersion): string {
  const parts = [
    title.trim(),
    noteBefore ? `Bölüm başı notu:\n${htmlText(noteBefore)}` : '',
    htmlText(content),
    noteAfter ? `Bölüm sonu notu:\n${htmlText(noteAfter)}` : '',
    recap ? `Önceki bölümlerde özeti:\n${recap}` : '',
  ];
  return parts.filter(Boolean).join('\n\n').trim();
}

/** Copies a version to the clipboard and says whether it worked (a toast; no silent failure). */
export function useCopyVersion() {
  const { toast } = useToast();
  return async (version: ChapterVersion) => {
    try {
      await navigator.clipboard.writeText(chapterPlainText(version));
      toast({ title: 'Metin panoya kopyalandı.', tone: 'success' });
    } catch {
      toast({ title: 'Metin kopyalanamadı. Metni seçip kendiniz kopyalayabilirsiniz.', tone: 'error' });
    }
  };
}

interface VersionPanelProps {
  heading: string;
  meta: string;
  version: ChapterVersion;
  copyLabel: string;
  onCopy: () => void;
}

/** One version: its title and text in a scrollable, keyboard-reachable region. */
export function VersionPanel({ heading, meta, version, copyLabel, onCopy }: VersionPanelProps) {
  const headingId = useId();
  const html = useMemo(() => sanitizeChapterHtml(version.content), [version.content]);
  const before = useMemo(() => (version.noteBefore ? sanitizeChapterHtml(version.noteBefore) : ''), [version.noteBefore]);
  const after = useMemo(() => (version.noteAfter ? sanitizeChapterHtml(version.noteAfter) : ''), [version.noteAfter]);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <div>
          <h3 id={headingId} className={styles.panelHeading}>
            {heading}
          </h3>
          <p className={styles.meta}>{meta}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onCopy} aria-label={copyLabel}>
          Kopyala
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll a long chapter. */}
      <div className={styles.text} tabIndex={0} role="region" aria-label={`${heading}: metin`}>
        <p className={styles.versionTitle}>{version.title.trim() || 'Başlıksız'}</p>
        {before ? (
          <div className={styles.note}>
            <p className={styles.noteLabel}>Bölüm başı notu</p>
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: before }} />
          </div>
        ) : null}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        {after ? (
          <div className={styles.note}>
            <p className={styles.noteLabel}>Bölüm sonu notu</p>
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: after }} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export interface ChapterConflictDialogProps {
  open: boolean;
  /** What is in this editor now (never dropped: every choice keeps or stores it). */
  local: ChapterVersion;
  server: ChapterVersion & { updatedAt: string };
  busy: boolean;
  onKeepMine: () => void;
  onTakeServer: () => void;
  onMerge: () => void;
  /** Closed without a choice: the editor keeps this text unsaved, the next save asks again. */
  onCancel: () => void;
}

/**
 * Shown when a save (or publish) answered 409 CHAPTER_CONFLICT: the chapter was saved in
 * another tab or on another device since this editor loaded it. Both versions side by side
 * (stacked on narrow screens) and three ways out; Radix traps focus and labels the dialog.
 */
export function ChapterConflictDialog({
  open,
  local,
  server,
  busy,
  onKeepMine,
  onTakeServer,
  onMerge,
  onCancel,
}: ChapterConflictDialogProps) {
  const copy = useCopyVersion();
  return (
    <Dialog
      open={open}
      onOpenChange={unlessBusy(busy, whenClosed(onCancel))}
      size="xl"
      dense
      title={CONFLICT_TITLE}
      description={MSG.chapterConflict}
    >
      <div className={styles.versions}>
        <VersionPanel
          heading="Bu sekmedeki sürümünüz"
          meta="Henüz kaydedilmedi"
          version={local}
          copyLabel="Sizin sürümünüzü kopyala"
          onCopy={() => void copy(local)}
        />
        <VersionPanel
          heading="Sunucudaki sürüm"
          meta={`Kaydedildi · ${formatSavedTime(new Date(server.updatedAt))}`}
          version={server}
          copyLabel="Sunucudaki sürümü kopyala"
          onCopy={() => void copy(server)}
        />
      </div>
      <ul className={styles.choices} aria-label="Ne yapmak istersiniz?">
        <Choice onClick={onKeepMine} loading={busy} hint="Sunucudaki sürümün yerine bu sekmedeki metin kaydedilir.">
          {KEEP_MINE}
        </Choice>
        <Choice
          variant="secondary"
          onClick={onTakeServer}
          disabled={busy}
          hint="Düzenleyiciye sunucudaki metin gelir; sizin metniniz bu cihazda ayrıca saklanır."
        >
          {TAKE_SERVER}
        </Choice>
        <Choice
          variant="secondary"
          onClick={onMerge}
          disabled={busy}
          hint="Metniniz düzenleyicide kalır, sunucudaki sürüm yanında görünür; birleştirip kaydedin."
        >
          {MERGE_BY_HAND}
        </Choice>
      </ul>
    </Dialog>
  );
}

/** One way out of the conflict: its button, described by the hint under it. */
function Choice({ hint, ...button }: ButtonProps & { hint: string }) {
  const hintId = useId();
  return (
    <li className={styles.choice}>
      <Button fullWidth aria-describedby={hintId} {...button} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </li>
  );
}
