// The public API of @aarambh/ui: named exports only, written by hand so that what is public is a
// decision. No side effects: the global styles are `@aarambh/ui/css` (src/styles.ts).

export { vars } from './themes/contract.css';
export { lightTheme } from './themes/light.css';
export { darkTheme } from './themes/dark.css';
export { lightTokens, darkTokens, devanagariFontBody, type Tokens, type ColorTokens } from './themes/tokens';
export { sprinkles, breakpoints, type Sprinkles } from './css/sprinkles.css';
export { printHidden } from './css/print.css';
export { useMediaQuery, reducedMotionQuery } from './hooks/useMediaQuery';

export { Button, type ButtonProps } from './components/Button/Button';
export {
  buttonVariants,
  buttonSizes,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/buttonVariants';

// Foundations: layout, type, icons
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackAligns, type StackProps, type StackAlign } from './components/Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  type InlineProps,
  type InlineAlign,
  type InlineAlignY,
} from './components/Inline/Inline';
export {
  Columns,
  columnCounts,
  type ColumnsProps,
  type ColumnCount,
  type ResponsiveColumns,
} from './components/Columns/Columns';
export {
  Container,
  containerSizes,
  type ContainerProps,
  type ContainerSize,
} from './components/Container/Container';
export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './components/Heading/Heading';
export {
  Text,
  textSizes,
  textTones,
  textWeights,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text/Text';
export {
  Icon,
  iconNames,
  iconSizes,
  iconTones,
  type IconProps,
  type IconName,
  type IconSize,
  type IconTone,
} from './components/Icon/Icon';
export { Logo, logoSizes, type LogoProps, type LogoSize } from './components/Logo/Logo';
export { logoMark, logoMarkSvg, type LogoMarkColors } from './components/Logo/logoMark';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';

// Forms
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  PrivacyNotice,
  type PrivacyNoticeLinks,
  type PrivacyNoticeProps,
  type PrivacyNoticePurpose,
} from './components/PrivacyNotice/PrivacyNotice';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export { Form, type FormProps } from './components/Form/Form';
export {
  ErrorSummary,
  type ErrorSummaryProps,
  type FieldIssue,
} from './components/ErrorSummary/ErrorSummary';
export {
  FileDropZone,
  type FileDropZoneProps,
  type FileRejection,
  type ChosenFile,
} from './components/FileDropZone/FileDropZone';
export {
  checkFile,
  formatFileSize,
  matchesAcceptedTypes,
  type FileRejectReason,
} from './components/FileDropZone/fileRules';
export { Rating, type RatingProps } from './components/Rating/Rating';
export { SearchField, type SearchFieldProps, type SearchResult } from './components/SearchField/SearchField';
export {
  DurationSelector,
  resolveDuration,
  type DurationSelectorProps,
  type DurationOption,
} from './components/DurationSelector/DurationSelector';

// Display: opportunities
export {
  OpportunityCard,
  type OpportunityCardProps,
  type OpportunityCardLabels,
} from './components/OpportunityCard/OpportunityCard';

// Overlays and feedback
export { Modal, DialogTrigger, modalSizes, type ModalProps, type ModalSize } from './components/Modal/Modal';
export {
  DialogElement,
  dialogElementBackdrops,
  dialogElementSizes,
  type DialogElementBackdrop,
  type DialogElementProps,
  type DialogElementSize,
} from './components/DialogElement/DialogElement';
export {
  PopoverElement,
  popoverElementPlacements,
  type PopoverElementProps,
  type PopoverElementPlacement,
  type PopoverTriggerProps,
} from './components/PopoverElement/PopoverElement';
export { ToastRegion, type ToastRegionProps } from './components/Toast/Toast';
export {
  toasts,
  createToastQueue,
  toastTones,
  type Toasts,
  type ToastContent,
  type ToastOptions,
  type ToastQueueOptions,
  type ToastTone,
} from './components/Toast/toastQueue';
export {
  Carousel,
  type CarouselProps,
  type CarouselSlide,
  type CarouselLabels,
} from './components/Carousel/Carousel';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { CursorFollower, type CursorFollowerProps } from './components/CursorFollower/CursorFollower';

// Actions: links
export { Link, linkVariants, type LinkProps, type LinkVariant } from './components/Link/Link';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/LinkButton';

// Display
export { Card, cardTones, type CardProps, type CardTone } from './components/Card/Card';
export { ServiceCard, type ServiceCardProps } from './components/ServiceCard/ServiceCard';
export { FeatureCard, type FeatureCardProps } from './components/FeatureCard/FeatureCard';
export { JobCard, type JobCardProps, type JobCardLabels } from './components/JobCard/JobCard';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Tag, TagList, type TagProps, type TagListProps } from './components/Tag/Tag';
export {
  PriceDisplay,
  priceSizes,
  digitGroupings,
  formatPrice,
  formatRupees,
  priceParts,
  type PriceDisplayProps,
  type PriceSize,
  type DigitGrouping,
  type PriceInput,
  type PriceParts,
} from './components/PriceDisplay/PriceDisplay';
export {
  DateRange,
  formatDateRange,
  formatShortDate,
  addDays,
  isoDate,
  type DateRangeProps,
} from './components/DateRange/DateRange';
export {
  Illustration,
  illustrationColors,
  illustrationPaint,
  type IllustrationProps,
  type IllustrationColor,
} from './components/Illustration/Illustration';
export { AnimatedCounter, type AnimatedCounterProps } from './components/AnimatedCounter/AnimatedCounter';
export {
  Countdown,
  countdownParts,
  defaultAnnouncement,
  type CountdownProps,
  type CountdownLabels,
  type CountdownParts,
} from './components/Countdown/Countdown';
export {
  ProgressBar,
  progressTones,
  type ProgressBarProps,
  type ProgressTone,
} from './components/ProgressBar/ProgressBar';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';
export type { DisclosureKey } from './components/private/disclosureGroup';
export { Accordion, type AccordionProps } from './components/Accordion/Accordion';
export {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleOption,
} from './components/ToggleButtonGroup/ToggleButtonGroup';
export { Stat, type StatProps } from './components/Stat/Stat';
export {
  Table,
  TableHeader,
  Column,
  TableBody,
  Row,
  Cell,
  tableDensities,
  type TableProps,
  type TableHeaderProps,
  type ColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps,
  type TableDensity,
} from './components/Table/Table';
export {
  DescriptionList,
  descriptionListLayouts,
  type DescriptionListProps,
  type DescriptionListItem,
  type DescriptionListLayout,
} from './components/DescriptionList/DescriptionList';
export {
  EmptyState,
  emptyStateHeadingLevels,
  type EmptyStateProps,
  type EmptyStateHeadingLevel,
} from './components/EmptyState/EmptyState';

// Actions
export {
  IconButton,
  iconButtonVariants,
  type IconButtonProps,
  type IconButtonVariant,
} from './components/IconButton/IconButton';
export { CopyButton, writeToClipboard, type CopyButtonProps } from './components/CopyButton/CopyButton';
export { Toolbar, Separator, type ToolbarProps, type SeparatorProps } from './components/Toolbar/Toolbar';
export {
  MenuTrigger,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuTriggerProps,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
  type MenuSeparatorProps,
} from './components/Menu/Menu';

// Navigation
export { BackLink, type BackLinkProps } from './components/BackLink/BackLink';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './components/Tabs/Tabs';
export {
  NavBar,
  type NavBarProps,
  type NavBarItem,
  type NavBarLink,
  type NavBarGroup,
  type NavBarMenu,
} from './components/NavBar/NavBar';
export {
  Footer,
  socialNetworks,
  type FooterProps,
  type FooterColumn,
  type SocialLink,
  type SocialNetwork,
} from './components/Footer/Footer';
