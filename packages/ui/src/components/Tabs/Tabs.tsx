import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export type TabsProps = Omit<RACTabsProps, 'className' | 'style'>;
export type TabListProps<T> = Omit<RACTabListProps<T>, 'className' | 'style'>;
export type TabProps = Omit<RACTabProps, 'className' | 'style'>;
export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>;

/**
 * Views of one subject in the same place, one at a time (a submission's Details, Files and
 * History). Holds a TabList of Tabs and a TabPanel for each Tab with the same `id`. Wraps
 * react-aria-components' Tabs (the WAI-ARIA tabs pattern): Tab enters the list on the selected tab,
 * the arrow keys move between tabs and select them (`keyboardActivation="manual"` waits for Enter
 * or Space), Home and End jump to the first and last, Tab moves on to the panel. Controlled with
 * `selectedKey` and `onSelectionChange`; `orientation="vertical"` puts the list beside the panels.
 */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} />;
}

/**
 * The row (or column) of Tabs. Name it with `aria-label` when no heading names the whole. On a
 * narrow screen a horizontal list scrolls sideways rather than wrapping.
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

/** One tab: its `id` matches its TabPanel's. A tab with an `href` navigates instead. */
export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

/**
 * The content of one Tab (same `id`), shown while that tab is selected. It takes the focus in the
 * tab order when it holds nothing focusable, as the pattern requires.
 */
export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
