export * from './queries';
export { useCreateStory, type NewStory } from './createStory';
export { useDeleteChapter } from './deleteChapter';
export { useDeleteStory, type StoryDeletion } from './deleteStory';
export { useSaveChapterOrder } from './saveChapterOrder';
export { useUnpublishStory } from './unpublishStory';
export { useUpdateStory, type StoryUpdate } from './updateStory';
