import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ChatInbox, ChatTeamConversation } from '@cicerone/core/contracts/chat';
import { ChatLog } from '../chat/chat-log.tsx';
import { useMessageStream } from '../chat/chat-connection.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { languageName } from '../lib/format/intl-names.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextAreaField } from '../lib/forms/fields.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { useSitePath } from '../site/site-data.ts';
import { chatMessageMaxLength } from '@cicerone/core/chat/support-chat';
import '../chat/support-chat.css';

type Owner = ChatInbox['conversations'][number]['owner'];

function useOwnerName() {
  const { t } = useI18n();
  return (owner: Owner, contactEmail: string | null) =>
    owner.kind === 'user' ? `${owner.name ?? ''} · ${owner.email ?? ''}` : contactEmail ? t('admin.chat.visitorWithEmail', { email: contactEmail }) : t('admin.chat.visitor');
}

/**
 * The inbox's list, most recent first, with each conversation's unread count. Every new message of
 * any conversation (the inbox's event stream) reloads the page's data: the list, its counts and the
 * conversation open, which is how an admin sees a visitor's message arrive.
 */
export function SupportInboxList({ conversations, chosen, latestMessageId }: { conversations: ChatInbox['conversations']; chosen: string | null; latestMessageId: number }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const ownerName = useOwnerName();
  const { revalidate } = useRevalidator();
  const refresh = useCallback(async () => void (await revalidate()), [revalidate]);
  useMessageStream('/api/admin/chat/stream', latestMessageId, () => void revalidate(), refresh);
  return (
    <nav className="support-list" aria-label={t('admin.chat.conversations')}>
      {conversations.length === 0 ? <p className="muted">{t('admin.chat.empty')}</p> : null}
      <ul>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link to={sitePath(`/admin/support?c=${conversation.id}`)} aria-current={conversation.id === chosen ? 'page' : undefined} className="support-list-item">
              <span className="support-list-owner">{ownerName(conversation.owner, conversation.contactEmail)}</span>
              <span className="small muted support-list-last">{conversation.lastMessage}</span>
              {conversation.unread > 0 ? <span className="support-unread">{t('admin.chat.unread', { count: conversation.unread })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One conversation: its messages (live through the page's reload), its owner's bookings and the reply form. */
export function SupportConversation({ conversation, problems }: { conversation: ChatTeamConversation; problems: FormProblems | null }) {
  const { t, tag } = useI18n();
  const ownerName = useOwnerName();
  const name = ownerName(conversation.owner, conversation.contactEmail);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return (
    <section className="support-conversation" aria-labelledby="support-conversation-title">
      <h2 id="support-conversation-title" className="support-conversation-title">
        {name}
      </h2>
      <p className="small muted">
        {t('admin.chat.language', { language: languageName(tag, conversation.locale) })}
        {conversation.contactEmail ? ` · ${t('admin.chat.mailedTo', { email: conversation.contactEmail })}` : ''}
      </p>
      <ChatLog messages={conversation.messages} label={name} mine="team" authorName={(author) => (author === 'team' ? t('chat.panel.team') : name)} />
      <SiteForm
        name="reply"
        hidden={{ conversationId: conversation.id }}
        problems={problems?.form === 'reply' ? problems : null}
        labels={{ body: t('admin.chat.replyLabel') }}
        submitLabel={t('admin.chat.send')}
        preventScrollReset
      >
        <TextAreaField name="body" label={t('admin.chat.replyLabel')} required rows={3} maxLength={chatMessageMaxLength} />
      </SiteForm>
      <h3 className="support-bookings-title">{t('admin.chat.bookings')}</h3>
      {conversation.owner.kind === 'visitor' ? (
        <p className="small muted">{t('admin.chat.visitorNoBookings')}</p>
      ) : conversation.bookings.length === 0 ? (
        <p className="small muted">{t('admin.chat.noBookings')}</p>
      ) : (
        <ul className="support-bookings">
          {conversation.bookings.map((booking) => (
            <li key={booking.id}>
              <span className="mono">{booking.reference}</span> · {booking.tourTitle} · {day.format(new Date(booking.startsAt))} ·{' '}
              {t(`bookings.status.${booking.status.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
