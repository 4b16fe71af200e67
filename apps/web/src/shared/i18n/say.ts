// The contracts' messages (the spec's texts, the limits' refusals) are English in the code; a
// page in another language shows them from its catalogue (decision 0027). The catalogue and its
// matcher come with that language's frame strings (app/languages/<code>.ts); English has none, so
// the first load carries only this identity.

type Translate = (english: string) => string;

/**
 * A contracts message in the page's language (as written in English, or before a catalogue). A
 * live binding: the first catalogue to load puts its translator here (message-catalogue.ts).
 */
export let say: Translate = (english) => english;

/** Called by the catalogue chunk when a language's catalogue has loaded. */
export const setTranslator = (translate: Translate) => {
  say = translate;
};
