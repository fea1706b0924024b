import { COVER_FIELD } from '@okuryazar/shared';
import type { FieldErrors } from 'react-hook-form';

/** docs/PRODUCT.md#validation-rules: the order in which the new-story checks run, so the first invalid field gets focus. */
export const STORY_FIELD_ORDER = [COVER_FIELD, 'category_id', 'telif_id', 'title'] as const;
export type OrderedStoryField = (typeof STORY_FIELD_ORDER)[number];

/** The first invalid field in spec order, or undefined. */
export function firstInvalidField(errors: FieldErrors): OrderedStoryField | undefined {
  return STORY_FIELD_ORDER.find((name) => errors[name]);
}

/** The message of one field's error, as StoryFields shows it. */
export function errorText(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
