import { COVER_FIELD, type StoryFields, type StoryUpdateFields } from '@okuryazar/shared';

/** Text fields first, the file last (the server reads the multipart stream in order). */
export function storyFormData(values: StoryFields | StoryUpdateFields, cover: File | null, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('category_id', String(values.category_id));
  form.append('telif_id', String(values.telif_id));
  form.append('is_mature_content', String(values.is_mature_content));
  // docs/PRODUCT.md#trust-and-safety: the list travels as one field holding JSON.
  form.append('content_warnings', JSON.stringify(values.content_warnings ?? []));
  if (values.tags) form.append('tags', JSON.stringify(values.tags));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (cover) form.append(COVER_FIELD, cover, cover.name);
  return form;
}
