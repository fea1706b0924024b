/**
 * Query keys of the authoring screens, shared so the editor can refresh the story lists it
 * changes (features do not import each other's internals).
 */
export const storiesKeys = {
  all: ['my-stories'] as const,
  list: (status: 'published' | 'all') => ['my-stories', status] as const,
  details: (storyId: number) => ['story-details', storyId] as const,
};
