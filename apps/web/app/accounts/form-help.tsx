import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { FormHelp } from './form-state.ts';

const helpLinks: Record<FormHelp, { path: string; label: string }> = {
  recruitment: { path: '/recruitment', label: 'auth.signUp.guideRefusedLink' },
  login: { path: '/login', label: 'auth.signUp.login' },
  'forgot-password': { path: '/forgot-password', label: 'auth.reset.askAgain' },
};

/** The way out of a form error: the recruitment page for guides, the login for a known address, a new link. */
export function FormHelpLink({ help }: { help: FormHelp | undefined }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  if (!help) return null;
  const link = helpLinks[help];
  return <Link to={sitePath(link.path)}>{t(link.label)}</Link>;
}
