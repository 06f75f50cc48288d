import { passwordMaxLength, passwordMinLength } from '@cicerone/core/limits';
import { TextField } from '../lib/forms/fields.tsx';

/**
 * A new password and its confirmation (sign-up, reset, change): the contract's length rule in the
 * inputs, and both checked before anything is sent.
 */
export function NewPasswordFields({ labels, hint }: { labels: { password: string; confirmPassword: string }; hint: string }) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={labels.password}
        hint={hint}
        autoComplete="new-password"
        required
        minLength={passwordMinLength}
        maxLength={passwordMaxLength}
        lengthMessage="errors.field.password_length"
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
        sameAs={{ name: 'password', messageKey: 'errors.field.password_mismatch' }}
      />
    </>
  );
}
