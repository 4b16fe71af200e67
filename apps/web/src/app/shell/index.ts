// The frame every page renders in, for the router. What a route may ask of it through its `handle`
// is ShellHandle, in shared/ui/shell-handle.ts (features declare it and must not import src/app).
export { Layout } from './components/Layout.tsx';
export { RouteError, withErrorElements } from './components/RouteError.tsx';
