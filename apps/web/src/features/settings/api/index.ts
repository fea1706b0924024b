export { useSettings, type UpdateSettingsBody } from './settings';
export { PhotoPreparationError, useRemovePhoto, useUploadPhoto } from './usePhotoMutations';
export { useSaveHiddenWarnings } from './useSaveHiddenWarnings';
export { useUpdateSettings } from './useUpdateSettings';
