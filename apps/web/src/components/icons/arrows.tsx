import { icon, iconWith, type IconProps } from './Icon';

/** Directions and the small marks on buttons: chevrons, arrows, close, plus, check, send. */
export const ChevronDownIcon = icon('m6 9 6 6 6-6');

export const ChevronUpIcon = icon('m6 15 6-6 6 6');

export const ChevronLeftIcon = icon('m15 6-6 6 6 6');

export const ChevronRightIcon = icon('m9 6 6 6-6 6');

/** A pager's or a shelf's arrow, pointing the way it pages. */
export const ChevronIcon = ({ direction = 'right', ...p }: IconProps & { direction?: 'left' | 'right' }) =>
  direction === 'left' ? <ChevronLeftIcon {...p} /> : <ChevronRightIcon {...p} />;

/** A way back (to the login, to the story, to the conversations). */
export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');

export const CloseIcon = icon('M6 6l12 12M18 6 6 18');

export const PlusIcon = icon('M12 5v14M5 12h14');

export const PlusCircleIcon = icon(<circle cx="12" cy="12" r="9" />, 'M12 8v8M8 12h8');

export const CheckIcon = icon('m5 12.5 4.5 4.5L19 7.5');

export const ReplyIcon = icon('M10 8 5 12.5l5 4.5', 'M5.5 12.5H14a5 5 0 0 1 5 5V19');

export const SendIcon = icon('M21 3 10 14', 'm21 3-7 18-4-7-7-4Z');

export const DownloadIcon = icon('M12 4v11M7 10.5l5 5 5-5M5 20h14');

export const UndoIcon = iconWith(
  { strokeWidth: 2 },
  'M9 14 4 9l5-5',
  'M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
);

export const RedoIcon = iconWith(
  { strokeWidth: 2 },
  'm15 14 5-5-5-5',
  'M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
);
