import { MSG } from '@okuryazar/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compressCover, isImageFile, needsCompressionNotice } from '../../lib/images/compressImage';

export interface CoverPickerState {
  /** The processed (JPEG) cover ready to upload, or null. */
  file: File | null;
  /** An object URL of `file` for the preview. */
  previewUrl: string | null;
  processing: boolean;
  /** 'Dosya 2 MB’tan büyük, sıkıştırılıyor…' while a large file is being compressed. */
  notice: string | null;
  /** Only images, or processing failed. */
  error: string | null;
}

const INITIAL: CoverPickerState = { file: null, previewUrl: null, processing: false, notice: null, error: null };

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * Cover selection for the new-story and story-details forms: rejects non-images, announces
 * compression for files over 2 MB, scales and re-encodes (compressImage.ts) and keeps a
 * preview URL that is freed when replaced or unmounted.
 */
export function useCoverPicker() {
  const [state, setState] = useState<CoverPickerState>(INITIAL);
  const run = useRef(0);
  const urlRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      run.current += 1;
      revoke(urlRef.current);
    },
    [],
  );

  const select = useCallback(async (picked: File | null | undefined) => {
    if (!picked) return;
    const id = ++run.current;
    if (!isImageFile(picked)) {
      setState((s) => ({ ...s, processing: false, notice: null, error: MSG.imagesOnly }));
      return;
    }
    setState((s) => ({
      ...s,
      processing: true,
      error: null,
      notice: needsCompressionNotice(picked) ? MSG.compressing : null,
    }));
    try {
      const file = await compressCover(picked);
      if (id !== run.current) return;
      revoke(urlRef.current);
      const previewUrl = objectUrl(file);
      urlRef.current = previewUrl;
      setState({ file, previewUrl, processing: false, notice: null, error: null });
    } catch {
      if (id !== run.current) return;
      setState((s) => ({ ...s, processing: false, notice: null, error: MSG.imageProcessing }));
    }
  }, []);

  const reset = useCallback(() => {
    run.current += 1;
    revoke(urlRef.current);
    urlRef.current = null;
    setState(INITIAL);
  }, []);

  return { ...state, select, reset };
}
