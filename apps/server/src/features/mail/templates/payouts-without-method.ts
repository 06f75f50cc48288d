import { createElement as h } from 'react';
import { languageTag } from '@cicerone/core/locales';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface PayoutsWithoutMethodData {
  year: number;
  month: number;
  /** 'Name <e-mail> · statement reference', one per statement that cannot be paid yet. */
  guides: string[];
}

/** To the admins after the monthly payout run: guides who have statements but no primary payout method. */
export function payoutsWithoutMethod(data: PayoutsWithoutMethodData, context: MailContext): MailContent {
  const { t } = context;
  const period = new Intl.DateTimeFormat(languageTag(context.locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(data.year, data.month - 1, 1));
  return {
    subject: t('mail.payoutsWithoutMethod.subject', { period }),
    body: h(
      MailLayout,
      { context, preview: t('mail.payoutsWithoutMethod.preview', { count: data.guides.length }), name: undefined },
      h(Paragraph, null, t('mail.payoutsWithoutMethod.intro', { period, count: data.guides.length })),
      ...data.guides.map((guide) => h(Paragraph, { strong: true, key: guide }, guide)),
      h(Paragraph, null, t('mail.payoutsWithoutMethod.next')),
      h(ActionButton, { href: context.siteUrl(`/admin/payouts?month=${data.year}-${String(data.month).padStart(2, '0')}`), label: t('mail.payoutsWithoutMethod.button'), context }),
    ),
  };
}
