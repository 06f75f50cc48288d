import { Link } from 'react-router';
import type { WorkQueueName } from '@cicerone/core/admin/work-queues';
import { useI18n } from '../../i18n/i18n.tsx';

export interface QueueRow {
  name: WorkQueueName;
  label: string;
  /** The page that works the queue off. */
  path: string;
  count: number;
  countText: string;
  /** 'oldest: 26 hours' or 'nothing waiting'. */
  oldest: string;
  /** Waited past the spec's promise: shown in red, and said in words. */
  late: boolean;
}

/** The work that needs a person (requirements §back-office.dashboard), each queue a link to its page with its count and its oldest item's wait. */
export function WorkQueueList({ queues }: { queues: QueueRow[] }) {
  const { t } = useI18n();
  return (
    <ul className="work-queues">
      {queues.map((queue) => (
        <li key={queue.name} className={`work-queue${queue.count > 0 ? ' work-queue-busy' : ''}${queue.late ? ' work-queue-late' : ''}`} data-queue={queue.name}>
          <Link to={queue.path} className="work-queue-link">
            <span className="work-queue-count">{queue.countText}</span>
            <span className="work-queue-label">{queue.label}</span>
            <span className="work-queue-age">
              {queue.oldest}
              {queue.late ? <strong className="work-queue-late-note">{` — ${t('admin.dashboard.late')}`}</strong> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
