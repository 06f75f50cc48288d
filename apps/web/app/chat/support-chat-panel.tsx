import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatMessageMaxLength, emailOfferAt } from '@cicerone/core/chat/support-chat';
import { apiFetch } from '../accounts/api-client.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from '../shell/icons.tsx';
import { ChatLog } from './chat-log.tsx';
import { mergeMessages, useMessageStream, type ChatMessage } from './chat-connection.ts';
import { LeaveEmailForm } from './leave-email-form.tsx';
import './support-chat.css';

interface Conversation {
  id: string;
  contactEmail: string | null;
  messages: ChatMessage[];
}

async function readConversation(): Promise<Conversation | null> {
  const response = await apiFetch('/api/chat/conversation');
  if (!response.ok) throw new Error(`chat conversation: ${response.status}`);
  return (await response.json() as { conversation: Conversation | null }).conversation;
}

/** The server's message for a refused call, or the panel's own. */
async function refusal(response: Response, fallback: string): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The support chat's panel (requirements §screens.chat), loaded on the first click of a chat button: a non-modal
 * dialog beside the page (the page stays usable), focus in the message field when it opens, Escape
 * or the close button give it back to the chat button. New messages, the team's included, are
 * announced by the log's live region. Messages are text, rendered as text.
 */
export default function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  const fieldId = useId();
  const countId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const reload = useCallback(async () => {
    const read = await readConversation().catch(() => null);
    if (read) setConversation((current) => ({ ...read, messages: mergeMessages(current?.messages ?? [], read.messages) }));
  }, []);
  useEffect(() => {
    void readConversation()
      .then(setConversation, () => setConversation(null))
      .finally(() => setLoaded(true));
  }, []);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open, loaded]);

  const messages = useMemo(() => conversation?.messages ?? [], [conversation]);
  const lastId = messages.at(-1)?.id ?? 0;
  const addMessage = useCallback((message: ChatMessage) => setConversation((current) => (current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current)), []);
  const connected = useMessageStream(conversation ? '/api/chat/stream' : null, lastId, addMessage, reload);

  // The offer to leave an address appears once nobody has answered for a while (core chat rules).
  const offerAt = useMemo(() => emailOfferAt(messages), [messages]);
  useEffect(() => {
    if (!offerAt) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Date.parse(offerAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [offerAt]);
  const offerEmail = offerAt !== null && Date.parse(offerAt) <= now && !conversation?.contactEmail;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setProblem(null);
    try {
      const response = await apiFetch('/api/chat/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ body }) });
      if (!response.ok) return setProblem(await refusal(response, t('chat.panel.failed')));
      const message = (await response.json()) as ChatMessage;
      setConversation((current) => ({ id: message.conversationId, contactEmail: current?.contactEmail ?? null, messages: mergeMessages(current?.messages ?? [], [message]) }));
      setDraft('');
    } catch {
      setProblem(t('chat.panel.failed'));
    } finally {
      setSending(false);
      field.current?.focus();
    }
  }

  // Enter sends, Shift+Enter goes to a new line (as in every chat).
  function onFieldKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }
  function onPanelKey(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={titleId} hidden={!open} onKeyDown={onPanelKey}>
      <header className="chat-panel-head">
        <h2 id={titleId} className="chat-panel-title">
          {t('chat.panel.title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('chat.panel.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      <p className="chat-panel-intro small muted">{t('chat.panel.intro')}</p>
      <ChatLog messages={messages} label={t('chat.panel.messages')} authorName={(author) => (author === 'team' ? t('chat.panel.team') : t('chat.panel.you'))} />
      {!loaded ? <p className="small muted chat-panel-note">{t('chat.panel.loading')}</p> : null}
      {conversation && !connected ? (
        <p className="small muted chat-panel-note" role="status">
          {t('chat.panel.reconnecting')}
        </p>
      ) : null}
      {offerEmail ? <LeaveEmailForm onSaved={(email) => setConversation((current) => (current ? { ...current, contactEmail: email } : current))} /> : null}
      {conversation?.contactEmail ? <p className="small muted chat-panel-note">{t('chat.panel.emailSaved', { email: conversation.contactEmail })}</p> : null}
      <form className="chat-compose" onSubmit={(event) => void send(event)}>
        <label className="visually-hidden" htmlFor={fieldId}>
          {t('chat.panel.label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="textarea chat-compose-field"
          rows={2}
          maxLength={chatMessageMaxLength}
          value={draft}
          placeholder={t('chat.panel.label')}
          aria-describedby={countId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onFieldKey}
        />
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('chat.panel.sending') : t('chat.panel.send')}
        </button>
        <p id={countId} className="small muted chat-compose-count">
          {t('chat.panel.charactersLeft', { count: chatMessageMaxLength - draft.length })}
        </p>
        {problem ? (
          <p className="field-error chat-compose-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
