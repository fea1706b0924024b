import { MSG } from '@okuryazar/shared';
import type { StoryFormValues } from './api';

export type StoryField = 'cover' | 'categoryId' | 'telifId' | 'title';

/** SPEC §5: the order in which the new-story checks run (and the first invalid field gets focus). */
export const STORY_FIELD_ORDER: readonly StoryField[] = ['cover', 'categoryId', 'telifId', 'title'];

export type StoryErrors = Partial<Record<StoryField, string>>;

/**
 * New story (and story details) checks, texts letter for letter from the spec: a cover
 * (only when required), a category, a copyright and a title. Description is optional.
 */
export function validateStoryForm(
  values: StoryFormValues,
  { hasCover, requireCover }: { hasCover: boolean; requireCover: boolean },
): StoryErrors {
  const errors: StoryErrors = {};
  if (requireCover && !hasCover) errors.cover = MSG.coverRequired;
  if (!values.categoryId) errors.categoryId = MSG.categoryRequired;
  if (!values.telifId) errors.telifId = MSG.copyrightRequired;
  if (!values.title.trim()) errors.title = MSG.titleRequired;
  return errors;
}

/** The invalid fields in spec order. */
export function orderedErrors(errors: StoryErrors): { field: StoryField; message: string }[] {
  return STORY_FIELD_ORDER.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}
