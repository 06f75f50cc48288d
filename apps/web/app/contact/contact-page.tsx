import { Link } from 'react-router';
import { company } from '@cicerone/core/company';
import { contactLimits, type ContactKind } from '@cicerone/core/contact/contact-rules';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { problemsFor, type FormProblems } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { CompanyAddress } from '../shell/company-address.tsx';
import './contact.css';

export interface ContactPageData {
  kind: ContactKind;
  sent: boolean;
  sender: { name: string; email: string } | null;
  managerName: string | null;
  /** A guide writes to their manager or to the missions' team, a business account to its account manager or the business team. */
  guide: boolean;
}

/**
 * /contact and /contact-pro: the form with the requirements §errors states — 'sending mail' on its button while it
 * is sent, 'mail sent' once stored and acknowledged, 'e-mail sending failed: reason' in its error
 * summary — and the company's details beside it.
 */
export function ContactPage({ data, actionData }: { data: ContactPageData; actionData: FormProblems | undefined }) {
  const { t } = useI18n();
  const { kind } = data;
  const sitePath = useSitePath();
  const labels = {
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    subject: t('contact.form.subject'),
    message: t('contact.form.message'),
    bookingReference: t('contact.form.bookingReference'),
  };
  const self = kind === 'contact' ? '/contact' : '/contact-pro';
  const intro =
    kind === 'contact'
      ? t('contact.intro')
      : data.managerName
        ? t('contact.pro.toManager', { name: data.managerName })
        : t(data.guide ? 'contact.pro.guide.toTeam' : 'contact.pro.toTeam');
  const title = kind === 'contact' ? 'contact.title' : data.guide ? 'contact.pro.guide.title' : 'contact.pro.title';

  let content;
  if (data.sent) {
    content = (
      <div className="contact-result" role="status">
        <h2>{t('contact.sent.title')}</h2>
        <p>{t('contact.sent.body')}</p>
        <p className="contact-actions">
          <Link className="button button-secondary" to={sitePath(self)}>
            {t('contact.sent.again')}
          </Link>
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="muted">{intro}</p>
        <SiteForm name="contact" problems={problemsFor(actionData, 'contact')} labels={labels} submitLabel={t('contact.form.submit')} pendingLabel={t('contact.form.sending')} className="contact-form" marks="optional">
          <TextField name="name" label={labels.name} autoComplete="name" maxLength={contactLimits.name} defaultValue={data.sender?.name} required />
          <TextField name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" maxLength={254} defaultValue={data.sender?.email} required />
          <TextField name="subject" label={labels.subject} maxLength={contactLimits.subject} required />
          <TextField name="bookingReference" label={labels.bookingReference} hint={t('contact.form.bookingReferenceHint')} maxLength={contactLimits.bookingReference} />
          <TextAreaField name="message" label={labels.message} hint={t('contact.form.messageHint', { max: contactLimits.message })} maxLength={contactLimits.message} rows={8} required />
        </SiteForm>
      </>
    );
  }

  return (
    <div className="section contact-page">
      <section className="contact-main" aria-labelledby="contact-title">
        <h1 id="contact-title">{t(title)}</h1>
        {content}
      </section>
      <aside className="contact-details" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{t('contact.details.title')}</h2>
        <CompanyAddress className="contact-address" />
        <p className="muted">{t('shell.footer.registration', { number: company.registration })}</p>
      </aside>
    </div>
  );
}
