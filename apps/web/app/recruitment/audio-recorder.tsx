import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { audioDurationSeconds } from '@cicerone/core/guides/recruitment-form';
import { apiFetch } from '../accounts/api-client.ts';
import { useI18n } from '../i18n/i18n.tsx';

type State = { kind: 'idle' } | { kind: 'recording' } | { kind: 'recorded'; blob: Blob; url: string; durationMs: number } | { kind: 'sending' } | { kind: 'failed'; message: string };

/** What this browser records: Ogg Opus where it can (one of the spec's three), else WebM Opus (Chromium). */
function recordingType(): string {
  return ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus', 'audio/webm'].find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/**
 * Records one audio answer (requirements §screens.recruitment step 4): the microphone's level while recording, then replay,
 * record again, or send it to PUT /api/recruitment/{id}/audio. Stops by itself at the longest
 * answer taken. Loaded only when the guide chooses to record.
 */
export default function AudioRecorder({ userId, questionKey, number, onDone }: { userId: string; questionKey: string; number: number; onDone: () => void }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [level, setLevel] = useState(0);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  async function record() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const type = recordingType();
      const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      let frame = 0;
      const meter = () => {
        analyser.getByteTimeDomainData(samples);
        // The peak distance from silence (128), 0 to 1.
        setLevel(samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample - 128)), 0) / 128);
        frame = requestAnimationFrame(meter);
      };
      meter();
      const limit = setTimeout(() => recorder.stop(), audioDurationSeconds.max * 1000);
      // MediaRecorder's WebM carries no duration: the recorder times it and sends the length with it (decision 0020).
      let startedAt = performance.now();
      recorder.onstart = () => {
        startedAt = performance.now();
      };
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = () => {
        clearTimeout(limit);
        cancelAnimationFrame(frame);
        stream.getTracks().forEach((track) => track.stop());
        void context.close();
        setLevel(0);
        const blob = new Blob(chunks, { type: recorder.mimeType || type });
        setState({ kind: 'recorded', blob, url: URL.createObjectURL(blob), durationMs: Math.round(performance.now() - startedAt) });
      };
      stopRef.current = () => recorder.state !== 'inactive' && recorder.stop();
      recorder.start(250);
      setState({ kind: 'recording' });
    } catch {
      setState({ kind: 'failed', message: t('recruitment.audio.noMicrophone') });
    }
  }

  async function send(blob: Blob, durationMs: number) {
    setState({ kind: 'sending' });
    const body = new FormData();
    body.append('questionKey', questionKey);
    body.append('durationMs', String(durationMs));
    body.append('audio', new File([blob], blob.type.includes('ogg') ? 'answer.ogg' : 'answer.webm', { type: blob.type }));
    const response = await apiFetch(`/api/recruitment/${userId}/audio`, { method: 'PUT', body });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      setState({ kind: 'failed', message: answer?.message ?? t('recruitment.audio.failed') });
      return;
    }
    await revalidator.revalidate();
    onDone();
  }

  return (
    <div className="recruitment-recorder" role="group" aria-label={t('recruitment.audio.recorder', { number })}>
      {state.kind === 'recording' ? (
        <>
          <meter className="recruitment-level" min={0} max={1} value={level} aria-label={t('recruitment.audio.level')} />
          <button type="button" className="button" onClick={() => stopRef.current?.()}>
            {t('recruitment.audio.stop')}
          </button>
        </>
      ) : state.kind === 'recorded' ? (
        <>
          <audio controls src={state.url} aria-label={t('recruitment.audio.replay')} />
          <button type="button" className="button" onClick={() => void send(state.blob, state.durationMs)}>
            {t('recruitment.audio.sendRecording')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void record()}>
            {t('recruitment.audio.recordAgain')}
          </button>
        </>
      ) : state.kind === 'sending' ? (
        <p className="muted" role="status">
          {t('recruitment.sending')}
        </p>
      ) : (
        <>
          {state.kind === 'failed' ? (
            <p className="field-error" role="alert">
              {state.message}
            </p>
          ) : null}
          <button type="button" className="button" onClick={() => void record()}>
            {t('recruitment.audio.start')}
          </button>
        </>
      )}
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('recruitment.audio.cancel')}
      </button>
    </div>
  );
}
