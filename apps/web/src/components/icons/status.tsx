import { icon, iconWith } from './Icon';

/** States and times: alerts, done, playback, dates, the editor's save state. */
export const AlertIcon = icon(<circle cx="12" cy="12" r="9" />, 'M12 7.5v5.5M12 16.5h.01');

export const CheckCircleIcon = icon(<circle cx="12" cy="12" r="9" />, 'm8 12.5 2.8 2.8L16.5 9.5');

export const PauseIcon = icon('M9 6v12M15 6v12');

export const PlayIcon = icon('M8 5.5v13l10.5-6.5Z');

export const SparkIcon = icon(
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
);

export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, 'M12 7v5l3 2');

export const CalendarIcon = icon(
  <rect x="3.5" y="5" width="17" height="15.5" rx="2" />,
  'M3.5 10h17M8 3v4M16 3v4',
);

/** The editor's "saved" mark. */
export const CloudCheckIcon = iconWith(
  { strokeWidth: 2 },
  'M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-1 7.9',
  'm9 14.5 2 2 4-4',
);

/** The editor's "unsaved changes" dot. */
export const PencilDotIcon = icon(
  <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />,
);

/** A reading list others may open ("Herkese açık"). */
export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="8.5" />,
  'M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5s1.2-6.1 3.5-8.5Z',
);

/** A reading list only its owner sees ("Yalnızca siz"). */
export const LockIcon = icon(
  <rect x="5" y="10.5" width="14" height="10" rx="2" />,
  'M8 10.5V7.5a4 4 0 0 1 8 0v3',
);
