export { Button, LinkButton, buttonClassName } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant, LinkButtonProps } from './Button';
export { FieldError } from './Field';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog, loadDialog } from './Dialog';
export { unlessBusy, whenClosed } from './dialogProps';
export { DialogActions } from './DialogActions';
export { LeaveConfirmDialog } from './LeaveConfirmDialog';
export type { DialogProps } from './Dialog';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuItemIndicator,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  loadDropdownMenu,
  MenuItemContent,
} from './DropdownMenu';
export type { DropdownMenuItemProps, DropdownMenuProps } from './DropdownMenu';
export { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { loadToast, ToastProvider, useToast } from './Toast';
export { failureToast } from './toastTypes';
export type { ToastOptions, ToastTone } from './Toast';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { IconCount } from './IconCount';
export type { IconCountProps } from './IconCount';
export { LoadingState, suspended } from './LoadingState';
export { SkeletonBlock, SkeletonCard, SkeletonLine, SkeletonRegion } from './skeleton/Skeleton';
export type { LoadingStateProps } from './LoadingState';
export { ErrorState } from './ErrorState';
export { FormAlert } from './FormAlert';
export type { FormAlertProps } from './FormAlert';
export type { ErrorStateProps } from './ErrorState';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { useCoverFallback, useImageFallback } from './useImageFallback';
export type { ImageFallback } from './useImageFallback';
export { Logo, LogoMark } from './Logo';
export type { LogoProps } from './Logo';
export * from './icons';
export { EpubDownloadButton } from './EpubDownloadButton';
export type { EpubDownloadButtonProps } from './EpubDownloadButton';
export { ToggleGroup } from './ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './ToggleGroup';
export { LoadMore } from './LoadMore';
export type { LoadMoreProps } from './LoadMore';
export { NotFoundState } from './NotFoundState';
export type { NotFoundStateProps } from './NotFoundState';
export { PageTitle } from './PageTitle';
export { Highlight } from './Highlight';
export { LazySearchSuggestions } from './search/LazySearchSuggestions';
export { useSearchCombobox, SUGGEST_MIN_CHARS } from './search/useSearchCombobox';
export { SearchBoxInput, useSearchBox } from './search/SearchBox';
export type { SearchBox, SearchBoxInputProps } from './search/SearchBox';
export { RemovedBadge, RemovedNotice } from './removed';
export type { RemovedNoticeProps } from './removed';
