/** Limits of spec §5 and §9 that both the forms and the API enforce; zod-free so the browser bundle stays small. */

/** The city autocomplete starts at 3 typed characters. */
export const citySearchMinLength = 3;
