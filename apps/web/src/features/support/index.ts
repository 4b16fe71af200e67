// What src/app composes of professional support: the management screen's Support tab (decision 0022).
export { SupportPanel, type SupportPanelProps } from './components/SupportPanel.tsx';
