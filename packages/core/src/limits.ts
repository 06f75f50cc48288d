/** Limits of spec §5 and §9 that both the forms and the API enforce; zod-free so the browser bundle stays small. */

/** The city autocomplete starts at 3 typed characters. */
export const citySearchMinLength = 3;

/** The free-text tour search starts at 2 typed characters; shorter text is not a search. */
export const tourTextSearchMinLength = 2;
