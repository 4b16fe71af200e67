// Company verification (decision 0032): the management screen's Verification tab.
export { VerificationPanel, VerificationTabLabel } from './components/VerificationPanel.tsx';
