import type { Settings } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';
import { useSession } from '../../../lib/useSession';
import { preparePhoto } from '../photo';
import { refreshAccountViews, settingsKeys } from './settings';

/** The chosen image could not be decoded or resized here: nothing was sent. */
export class PhotoPreparationError extends Error {}

/** The photo the server now keeps (its URL, or null for the default) goes into the settings and the header. */
function usePhotoMutation<T>(send: (input: T) => Promise<{ profile_image_url: string | null }>) {
  const session = useSession();
  const client = useQueryClient();
  // One key for the upload and the removal: one photo change at a time.
  return useSingleFlightMutation({
    mutationKey: ['settings', 'photo'],
    mutationFn: send,
    onSuccess: ({ profile_image_url }) => {
      client.setQueryData<Settings>(settingsKeys.mine(session?.userId), (old) => (old ? { ...old, profile_image_url } : old));
      refreshAccountViews(client, { profile_image_url });
    },
  });
}

/**
 * PUT /setting/image with the file in the field profile_image_url, resized first when it is
 * over 1 MB (photo.ts); a file that cannot be prepared fails with PhotoPreparationError.
 */
export function useUploadPhoto() {
  return usePhotoMutation(async (file: File) => {
    let upload: File;
    try {
      upload = await preparePhoto(file);
    } catch {
      throw new PhotoPreparationError();
    }
    const form = new FormData();
    form.append('profile_image_url', upload, upload.name);
    return call('PUT /setting/image', { body: form });
  });
}

/** PUT /setting/image with removeImage=true: back to the default photo. */
export function useRemovePhoto() {
  return usePhotoMutation(() => {
    const form = new FormData();
    form.append('removeImage', 'true');
    return call('PUT /setting/image', { body: form });
  });
}
