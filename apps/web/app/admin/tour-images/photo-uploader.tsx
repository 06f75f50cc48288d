import { useRef, useState, useSyncExternalStore, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { pickedFileProblem, uploadAccept, uploads } from '@cicerone/core/uploads';
import { useI18n } from '../../i18n/i18n.tsx';

interface Sending {
  key: number;
  name: string;
  /** 0–1 while sending; null once sent (the server is converting it). */
  progress: number | null;
  state: 'sending' | 'added' | 'failed';
  message?: string;
}

/**
 * Adding photos (requirements §back-office.catalogue): a form that posts the picked files to the page without JavaScript;
 * with it, files dropped on the zone or picked go one by one to POST /api/admin/tours/{id}/images,
 * each with its progress bar (XHR upload progress, which fetch() does not report), and the list
 * below is read again when all are in.
 */
export function PhotoUploader({ tourId, formName }: { tourId: number; formName: string }) {
  const { t, tag } = useI18n();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [over, setOver] = useState(false);
  // With JavaScript, picking the files sends them: the send button is only for a page without it
  // (offered as well, it sent the same files a second time).
  const scripted = useSyncExternalStore(noChange, () => true, () => false);
  const size = new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(uploads.tourImage.maxBytes / 1024 / 1024);

  const update = (key: number, change: Partial<Sending>) => setSending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function send(file: File, key: number): Promise<void> {
    const problem = pickedFileProblem('tourImage', file);
    if (problem) {
      update(key, { state: 'failed', message: t(`errors.${problem}`) });
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/admin/tours/${tourId}/images`);
      request.setRequestHeader('accept-language', tag);
      request.upload.onprogress = (event) => update(key, { progress: event.lengthComputable ? event.loaded / event.total : null });
      request.upload.onload = () => update(key, { progress: null });
      request.onload = () => {
        if (request.status === 201) update(key, { state: 'added', progress: 1 });
        else update(key, { state: 'failed', message: messageOf(request.responseText) ?? t('errors.internal') });
        resolve();
      };
      request.onerror = () => {
        update(key, { state: 'failed', message: t('errors.internal') });
        resolve();
      };
      const body = new FormData();
      body.append('file', file);
      request.send(body);
    });
  }

  async function sendAll(files: File[]) {
    if (files.length === 0) return;
    const first = Date.now();
    const items = files.map((file, index) => ({ key: first + index, name: file.name, progress: 0, state: 'sending' as const }));
    setSending((list) => [...list.filter((item) => item.state === 'sending'), ...items]);
    // One at a time: the server converts one photo at a time anyway, and the bars fill in turn.
    for (const [index, file] of files.entries()) await send(file, first + index);
    if (input.current) input.current.value = '';
    await revalidator.revalidate();
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    void sendAll([...(event.currentTarget.files ?? [])]);
  }

  function submitted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendAll([...(input.current?.files ?? [])]);
  }

  function dropped(event: DragEvent<HTMLFormElement>) {
    event.preventDefault();
    setOver(false);
    void sendAll([...event.dataTransfer.files]);
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={over ? 'photo-drop photo-drop-over' : 'photo-drop'}
      onSubmit={submitted}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      aria-describedby={`${formName}-hint`}
    >
      <input type="hidden" name="form" value={formName} />
      <input type="hidden" name="intent" value="upload" />
      <label htmlFor={`${formName}-file`} className="photo-drop-label">
        {over ? t('admin.tourImages.upload.dropHere') : t('admin.tourImages.upload.label')}
      </label>
      <p id={`${formName}-hint`} className="small muted">
        {t('admin.tourImages.upload.hint', { size })}
      </p>
      <div className="photo-drop-row">
        <input ref={input} id={`${formName}-file`} type="file" name="file" accept={uploadAccept('tourImage')} multiple required={!scripted} onChange={picked} />
        {scripted ? null : (
          <button type="submit" className="button button-secondary photo-drop-submit">
            {t('admin.tourImages.upload.submit')}
          </button>
        )}
      </div>
      {sending.length > 0 && (
        <ul className="photo-sending" aria-live="polite">
          {sending.map((item) => (
            <li key={item.key} className={item.state === 'failed' ? 'photo-sending-failed' : undefined}>
              {item.state === 'sending' && item.progress !== null ? (
                <label>
                  {t('admin.tourImages.upload.progress', { name: item.name })}
                  <progress max={1} value={item.progress} />
                </label>
              ) : (
                <span>
                  {item.state === 'added'
                    ? t('admin.tourImages.upload.added', { name: item.name })
                    : item.state === 'failed'
                      ? t('admin.tourImages.upload.failed', { name: item.name, message: item.message ?? '' })
                      : t('admin.tourImages.upload.converting', { name: item.name })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}

/** Whether the page runs its script never changes once known: nothing to subscribe to. */
const noChange = () => () => {};

function messageOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}
