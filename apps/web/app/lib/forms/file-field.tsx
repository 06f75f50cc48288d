import type { ChangeEvent } from 'react';
import { pickedFileProblem, tooLargeValues, uploadAccept, type UploadKind } from '@cicerone/core/uploads';
import { useI18n } from '../../i18n/i18n.tsx';
import { TextField } from './fields.tsx';

interface FileFieldProps {
  name: string;
  label: string;
  /** The upload rule (packages/core/src/uploads.ts) the file must meet: its size and kinds. */
  kind: UploadKind;
  required?: boolean;
  hint?: string;
  /** Several files at once (a review's photos); each is judged by the rule. */
  multiple?: boolean;
}

/**
 * A file field of a SiteForm: a file too large or of a kind not taken is refused when it is picked,
 * before a byte is sent. Its own module, so only the upload forms carry the table of upload rules:
 * the problem is left on the input as its custom validity, which the kit's check reads
 * (form-check.ts) like any other attribute's verdict.
 */
export function FileField({ name, label, kind, required, hint, multiple }: FileFieldProps) {
  const { t } = useI18n();
  function judge(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const problem = Array.from(input.files ?? []).map((file) => pickedFileProblem(kind, file)).find(Boolean);
    input.setCustomValidity(problem ? t(`errors.${problem}`, tooLargeValues(kind)) : '');
  }
  return <TextField name={name} type="file" label={label} required={required} hint={hint} accept={uploadAccept(kind)} multiple={multiple} onChange={judge} />;
}
