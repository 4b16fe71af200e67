// What the rest of the app may use of the operators' console: whether the signed-in account is an
// operator (the account menu's Console link).
export { useOperatorRole } from './api/operator-role.ts';
