import type { ReactNode } from 'react';
import {
  READER_FONT_FAMILIES,
  READER_FONT_FAMILY_LABELS,
  READER_FONT_SIZE_STEPS,
  READER_LINE_HEIGHT_LABELS,
  READER_THEME_LABELS,
  READER_THEMES,
  READER_WIDTH_LABELS,
  READER_WIDTHS,
} from '@okuryazar/shared';
import { setReadingPrefs, useReadingPrefs } from './prefsStore';
import { effectiveTheme } from './themeApplier';
import styles from './ReaderSettingsPanel.module.css';

const SIZE_LABELS = ['En küçük', 'Küçük', 'Orta', 'Büyük', 'En büyük'];

interface Option<T> {
  value: T;
  label: string;
  /** What the option shows when it is not its label (the label stays its accessible name). */
  face?: ReactNode;
  className?: string;
}

/** A labelled radio group: native radios, so arrow keys, Tab and screen readers work as usual. */
function Choice<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options} style={{ gridTemplateColumns: `repeat(${options.length}, 1fr)` }}>
        {options.map((option) => (
          <label key={option.value} className={[styles.option, option.className].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={styles.input}
            />
            {option.face ? (
              <>
                <span aria-hidden="true">{option.face}</span>
                <span className="visually-hidden">{option.label}</span>
              </>
            ) : (
              <span>{option.label}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The reader's settings (docs/PRODUCT.md#reading-comfort-and-writers-tools): each choice applies at once and is saved for the account. */
export function ReaderSettingsPanel() {
  const prefs = useReadingPrefs();
  const sizes = Array.from({ length: READER_FONT_SIZE_STEPS }, (_, i) => i + 1);
  return (
    <div className={styles.panel}>
      <Choice
        name="reader-font-size"
        legend="Yazı boyutu"
        value={prefs.font_size}
        onChange={(font_size) => setReadingPrefs({ font_size })}
        options={sizes.map((n) => ({
          value: n,
          label: SIZE_LABELS[n - 1] ?? String(n),
          face: <span style={{ fontSize: `${0.75 + n * 0.125}rem` }}>A</span>,
          className: styles.size,
        }))}
      />
      <Choice
        name="reader-font-family"
        legend="Yazı tipi"
        value={prefs.font_family}
        onChange={(font_family) => setReadingPrefs({ font_family })}
        options={READER_FONT_FAMILIES.map((f) => ({ value: f, label: READER_FONT_FAMILY_LABELS[f], className: styles[`font_${f}`] }))}
      />
      <Choice
        name="reader-line-height"
        legend="Satır aralığı"
        value={prefs.line_height}
        onChange={(line_height) => setReadingPrefs({ line_height })}
        options={READER_LINE_HEIGHT_LABELS.map((label, i) => ({ value: i + 1, label }))}
      />
      <Choice
        name="reader-width"
        legend="Sayfa genişliği"
        value={prefs.width}
        onChange={(width) => setReadingPrefs({ width })}
        options={READER_WIDTHS.map((w) => ({ value: w, label: READER_WIDTH_LABELS[w] }))}
      />
      <Choice
        name="reader-theme"
        legend="Tema"
        value={effectiveTheme(prefs)}
        onChange={(theme) => setReadingPrefs({ theme })}
        options={READER_THEMES.map((t) => ({ value: t, label: READER_THEME_LABELS[t], className: styles[`theme_${t}`] }))}
      />
    </div>
  );
}
