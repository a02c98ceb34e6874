export { SidebarLayout, SIDEBAR_HEADINGS, type SidebarLayoutProps } from './SidebarLayout';
