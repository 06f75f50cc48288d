/**
 * The support chat's rules (requirements §screens.chat), shared by the server and the browser's panel. A plain
 * module without zod: the floating buttons live in every page's shell, and the panel that uses these
 * loads on first click (apps/web/vite.config.ts keeps this folder out of the shell chunk).
 */

/** Who wrote a message: the conversation's owner (a visitor or a signed-in user) or the support team. */
export const chatAuthors = ['owner', 'team'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];

/** The longest message, in characters: a long question fits, a pasted document does not. */
export const chatMessageMaxLength = 2000;

/**
 * With no team reply this long after the owner's oldest unanswered message, the panel offers to
 * leave an e-mail address; the team's replies are then also mailed (decision 0026). Three minutes:
 * long enough for a team on duty to answer, short enough that a visitor is still on the page.
 */
export const chatNoAnswerMinutes = 3;

/** The messages a conversation's view carries at most (the newest); older ones stay in the database. */
export const chatHistoryLimit = 200;

/**
 * When the panel offers to leave an e-mail: `chatNoAnswerMinutes` after the oldest of the owner's
 * messages still waiting for a team reply, or null while nothing waits.
 */
export function emailOfferAt(messages: ReadonlyArray<{ author: ChatAuthor; sentAt: string }>): string | null {
  let waitingSince: string | null = null;
  for (const message of messages) {
    if (message.author === 'team') waitingSince = null;
    else waitingSince ??= message.sentAt;
  }
  return waitingSince === null ? null : new Date(Date.parse(waitingSince) + chatNoAnswerMinutes * 60_000).toISOString();
}
