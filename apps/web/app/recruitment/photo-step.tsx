import { useEffect, useState, type ChangeEvent } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { FileField } from '../lib/forms/file-field.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { StepProps } from './recruitment-types.ts';

/** Step 2 (requirements §rules.uploads): the photo, with the advice beside a preview of the picked file (or the one already sent). */
export function PhotoStep({ application, problems }: StepProps) {
  const { t } = useI18n();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  function show(event: ChangeEvent<HTMLDivElement>) {
    const input = event.target as HTMLInputElement;
    const file = input.type === 'file' ? input.files?.[0] : undefined;
    if (file && !input.validationMessage) setPreview(URL.createObjectURL(file));
  }
  const shown = preview ?? application?.picture ?? null;
  return (
    <div className="recruitment-photo">
      <div className="recruitment-photo-preview">
        {shown ? <img src={shown} alt={t('recruitment.photo.preview')} width={240} height={240} /> : <div className="recruitment-photo-empty" aria-hidden="true" />}
      </div>
      <div onChange={show}>
        <h2 className="recruitment-subtitle">{t('recruitment.photo.adviceTitle')}</h2>
        <ul className="recruitment-advice">
          <li>{t('recruitment.photo.adviceSerious')}</li>
          <li>{t('recruitment.photo.adviceNoHat')}</li>
          <li>{t('recruitment.photo.adviceBackground')}</li>
        </ul>
        <SiteForm
          name="photo"
          action="?step=photo&upload=photo"
          hidden={{ form: 'photo' }}
          problems={problems}
          labels={{ file: t('recruitment.photo.file') }}
          submitLabel={t('recruitment.photo.send')}
          pendingLabel={t('recruitment.sending')}
          encType="multipart/form-data"
          className="site-form recruitment-form"
          extra={application?.picture ? <a className="button button-secondary" href="?step=questions">{t('recruitment.photo.keep')}</a> : undefined}
        >
          <FileField name="file" kind="picture" label={t('recruitment.photo.file')} required hint={t('recruitment.photo.hint')} />
        </SiteForm>
      </div>
    </div>
  );
}
