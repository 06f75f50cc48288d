import { useId, useState, type FormEvent } from 'react';
import { apiFetch } from '../accounts/api-client.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** With nobody answering (core chat rules), the owner leaves the address the team's replies are mailed to. */
export function LeaveEmailForm({ onSaved }: { onSaved: (email: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const response = await apiFetch('/api/chat/email', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: email.trim() }) });
      const answer = (await response.json()) as { message?: string };
      if (response.ok) onSaved(email.trim());
      else setProblem(answer.message ?? t('chat.panel.failed'));
    } catch {
      setProblem(t('chat.panel.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="chat-email" onSubmit={(event) => void save(event)} aria-describedby={`${id}-why`}>
      <p id={`${id}-why`} className="small" role="status">
        {t('chat.panel.noAnswer')}
      </p>
      <label className="field-label small" htmlFor={`${id}-email`}>
        {t('chat.panel.emailLabel')}
      </label>
      <div className="chat-email-row">
        <input id={`${id}-email`} className="input" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={problem ? true : undefined} aria-errormessage={problem ? `${id}-problem` : undefined} />
        <button type="submit" className="button button-secondary" disabled={saving}>
          {t('chat.panel.emailSave')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error small" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
