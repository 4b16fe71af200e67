/** The user's own message center: their inbox is addressed by their user id. */
export const ownRequestsPath = (userID: string | null): string => `/business/${userID ?? ''}/requests`;
