// Server-only: the support inbox's reply form read with the API's own contract (zod never reaches the browser).
import { chatMessageBody } from '@cicerone/core/contracts/chat';
import type { Translate } from '@cicerone/core/i18n/translate';
import { parseForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';

export function parseChatReply(values: FormValues, t: Translate) {
  return parseForm(chatMessageBody, { body: values['body'] ?? '' }, t);
}
