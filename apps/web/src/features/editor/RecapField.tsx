import { LIMITS } from '@okuryazar/shared';
import { useId } from 'react';
import { FoldedNote } from './FoldedNote';
import own from './RecapField.module.css';

export const RECAP_LABEL = 'Önceki bölümlerde';

export interface RecapFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The chapter's "Önceki bölümlerde" recap (docs/PRODUCT.md#community-engine) beside the author's notes: plain text, at most
 * LIMITS.chapterRecapMaxChars characters, shown folded to readers who come back to the story after a while,
 * above the next chapter. Collapsible like a note; closed, the field keeps what was typed.
 */
export function RecapField({ value, onChange }: RecapFieldProps) {
  const hintId = useId();
  const fieldId = useId();
  return (
    <FoldedNote
      label={RECAP_LABEL}
      place="after"
      filled={value.trim().length > 0}
      filledState="Özet var"
      hint="Bu bölümün kısa özeti. Hikayeye uzun bir aradan sonra dönen okurlar, sonraki bölümün başında “Önceki bölümlerde” başlığıyla görür."
      hintId={hintId}
      length={value.length}
      max={LIMITS.chapterRecapMaxChars}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {RECAP_LABEL} özeti
      </label>
      <textarea
        id={fieldId}
        className={own.textarea}
        value={value}
        maxLength={LIMITS.chapterRecapMaxChars}
        rows={4}
        lang="tr"
        spellCheck
        aria-describedby={hintId}
        placeholder="Bu bölümde neler oldu? Birkaç cümleyle yazabilirsiniz…"
        onChange={(event) => onChange(event.target.value)}
      />
    </FoldedNote>
  );
}
