// What src/app composes of appeals: the statement of reasons as the person it concerns reads it,
// with the appeal form (decision 0025). The page that shows it loads the `appeals` strings.
export { StatementPage } from './pages/StatementPage.tsx';
