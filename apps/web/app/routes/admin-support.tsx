import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { parseChatReply } from '../admin/support-form.server.ts';
import { SupportConversation, SupportInboxList } from '../admin/support-inbox.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-support';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The support inbox (requirements §screens.chat; admins only, page access table): the conversations with their
 * unread counts and, for the one chosen (?c=), its messages, its owner's bookings and the reply form.
 * Opening a conversation reads it up to its newest message.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const { chat } = page.services;
  const chosen = new URL(args.request.url).searchParams.get('c');
  const conversation = chosen && uuidPattern.test(chosen) ? await chat.forTeam(chosen).catch(() => null) : null;
  const newest = conversation?.messages.at(-1);
  if (conversation && newest) await chat.markRead(conversation.id, newest.id);
  const [conversations, latestMessageId] = await Promise.all([chat.inbox(), chat.latestMessageId()]);
  return { conversations, conversation, latestMessageId, meta: page.meta('/admin/support', 'admin.chat.title', 'admin.chat.description') };
}

/** The reply: stored, sent live to the owner (and mailed when they left an address); back to the conversation. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const conversationId = values['conversationId'] ?? '';
  if (!page.user || !uuidPattern.test(conversationId)) return invalid('reply', values, {}, { message: page.t('errors.chat_conversation_not_found') });
  const parsed = parseChatReply(values, page.t);
  if (!parsed.ok) return invalid('reply', values, parsed.errors);
  try {
    await page.services.chat.reply(page.user.id, conversationId, parsed.data.body);
    return redirectWithFlash(args, page.path(`/admin/support?c=${conversationId}`), [{ key: 'admin.chat.replied' }]);
  } catch (error) {
    return refused(error, 'reply', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminSupport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { conversations, conversation, latestMessageId } = loaderData;
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.chat.title')}</h1>
      <p className="muted">{t('admin.chat.description')}</p>
      <div className="support-inbox">
        <SupportInboxList conversations={conversations} chosen={conversation?.id ?? null} latestMessageId={latestMessageId} />
        {conversation ? <SupportConversation key={conversation.id} conversation={conversation} problems={actionData ?? null} /> : <p className="muted support-choose">{t('admin.chat.choose')}</p>}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
