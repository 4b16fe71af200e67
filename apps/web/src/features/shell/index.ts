export { Layout } from './components/Layout.tsx';
