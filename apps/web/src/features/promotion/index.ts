// What src/app composes of promotion: the management screen's Promotion tab (decision 0022).
export { PromotionPanel, type PromotionPanelProps } from './components/PromotionPanel.tsx';
