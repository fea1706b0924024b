export { useSettings, type UpdateSettingsBody } from './settings';
export { PhotoPreparationError, useRemovePhoto, useUploadPhoto } from './usePhotoMutations';
export { useSaveHiddenTags } from './useSaveHiddenTags';
export { useSaveHiddenWarnings } from './useSaveHiddenWarnings';
export { useUpdateSettings } from './useUpdateSettings';
