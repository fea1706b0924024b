import { LIMITS, MSG } from '@okuryazar/shared';
import { TagInput } from '../../components/tags/TagInput';
import { useSaveHiddenTags } from './api';
import { ReadingChoiceSection } from './ReadingChoiceSection';

/** A stored tag (its slug, "bilim-kurgu") as a chip reads it: "bilim kurgu". */
const readable = (slug: string) => slug.replace(/-/g, ' ');

/** Settings "Gizlenen etiketler": tags whose stories the reader does not want listed, as hidden warnings are. */
export function HiddenTagsSection() {
  const save = useSaveHiddenTags();
  return (
    <ReadingChoiceSection
      testId="hidden-tags-section"
      title="Gizlenen etiketler"
      lead="Bu etiketleri taşıyan hikayeler listelerde, önerilerde ve aramada size gösterilmez. Kütüphanenizdeki hikayeler yerinde kalır."
      savedText="Gizlenen etiketleriniz kaydedildi."
      save={save}
      stored={(settings) => (settings.hidden_tags ?? []).map(readable)}
    >
      {(choice) => (
        <TagInput
          label="Gizlenecek etiketler"
          note={`en fazla ${LIMITS.hiddenTagsMax}`}
          hint="Etiketi yazıp Enter’a basın ya da önerilenlerden seçin."
          max={LIMITS.hiddenTagsMax}
          tooManyMessage={MSG.tooManyHiddenTags}
          {...choice}
        />
      )}
    </ReadingChoiceSection>
  );
}
