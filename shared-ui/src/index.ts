/** Design tokens and the UI primitives every app of the site uses. */
export {
  colors,
  messageKindColors,
  messageKindSoft,
  breakpoints,
  up,
  down,
  toastMaxWidth,
  space,
  contentWidths,
  radii,
  fonts,
  typeScale,
  shadows,
  motion,
  zIndex,
  topBarHeight,
  topBarHeightVar,
  theme,
} from './tokens';
export type { Theme, MessageKind, ColorName } from './tokens';
export { contrastRatio, luminance } from './contrast';
export { contrastPairs } from './contrast-pairs';
export type { ContrastPair } from './contrast-pairs';
export { ThemeProvider, GlobalStyle } from './theme';
export { FONT_FACES_ID, fontFacesStyleTag, installFontFaces, primaryFontFile } from './fonts';
export { Logo } from './logo';
export type { LogoProps } from './logo';
export { Button } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button';
export { buttonLook } from './button-look';
export { LinkButton, RouteButton } from './link-button';
export type { LinkButtonProps, RouteButtonProps } from './link-button';
export { RoundButton } from './round-button';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Select, SelectControl } from './select';
export type { SelectProps } from './select';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { Chip, ChipGroup } from './chip';
export type { ChipProps } from './chip';
export { SegmentedTabs } from './segmented-tabs';
export type { SegmentedTabsProps, SegmentedTab } from './segmented-tabs';
export { RangeSlider } from './range-slider';
export type { RangeSliderProps } from './range-slider';
export { Slider } from './slider';
export type { SliderProps } from './slider';
export { DateOfBirthPicker, monthNames, daysInMonth } from './date-of-birth';
export type { DateOfBirthPickerProps } from './date-of-birth';
export { Avatar, OnlineDot, initialsOf } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
export { PhotoStandIn } from './photo-stand-in';
export type { PhotoStandInProps } from './photo-stand-in';
export { FictionalNotice, FictionalSign, SiteSign } from './fictional-sign';
export type { FictionalNoticeProps, FictionalSignProps } from './fictional-sign';
export { ProfileCard } from './profile-card';
export type { ProfileCardProps } from './profile-card';
export { Modal } from './modal';
export type { ModalProps, ModalSize } from './modal';
export { Alert } from './alert';
export type { AlertProps, AlertKind } from './alert';
export { Badge, badgeText } from './badge';
export type { BadgeProps, BadgeKind } from './badge';
export { Dropdown } from './dropdown';
export type { DropdownProps, DropdownItem } from './dropdown';
export { Toast, ToastRegion } from './toast';
export type { ToastProps, ToastKind } from './toast';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { ProtectedImage, PremiumBadge } from './protected-image';
export type { ProtectedImageProps } from './protected-image';
export { Skeleton, ProfileCardSkeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { EmptyState, EmptyIllustration } from './empty-state';
export { ErrorCard } from './error-card';
export type { ErrorCardProps } from './error-card';
export type { EmptyStateProps } from './empty-state';
export { Pagination, pageWindow } from './pagination';
export type { PaginationProps } from './pagination';
export { Card, Page, PageCard, PageMain, Stack } from './layout';
export { FactList } from './fact-list';
export { RouteLink } from './route-link';
export type { RouteLinkProps } from './route-link';
export { focusableIn, trapTab } from './focus';
export * from './icons';
