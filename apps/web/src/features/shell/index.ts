// The frame every page renders in, for the router; ShellHandle is what a route may ask of it.
export { Layout, type ShellHandle } from './components/Layout.tsx';
export { RouteError } from './components/RouteError.tsx';
