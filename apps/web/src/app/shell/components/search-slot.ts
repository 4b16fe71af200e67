import { createContext, type ReactNode } from 'react';

/**
 * The search bar, as the frame hands it to the home page's banner. The home page's chunk does not
 * import SearchBar itself: doing so made the bundler move the bar's dependencies (the router, the
 * query client, i18next's hooks …) out of the entry into a dozen shared chunks, 6 kB more on every
 * first load (decisions 0015 and 0020).
 */
export const SearchSlot = createContext<ReactNode>(null);
