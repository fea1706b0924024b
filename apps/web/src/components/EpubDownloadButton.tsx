import { MSG } from '@okuryazar/shared';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { downloadEpub, type EpubCall } from '../lib/epubDownload';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { useToast } from './Toast';

export interface EpubDownloadButtonProps {
  call: EpubCall;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  leadingIcon?: ReactNode;
}

/** Downloads a story's EPUB; while the server prepares it, a toast says so and the button stays busy. */
export function EpubDownloadButton({ call, children, variant = 'secondary', size = 'sm', className, leadingIcon }: EpubDownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const { toast } = useToast();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEpub(call, () => toast({ title: MSG.epubPreparing, tone: 'info' }));
    } catch (error) {
      toast({ title: error instanceof ApiError ? error.message : MSG.genericError, tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button variant={variant} size={size} className={className} leadingIcon={leadingIcon} loading={downloading} onClick={() => void download()}>
      {children}
    </Button>
  );
}
