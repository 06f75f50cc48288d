import { createElement as h } from 'react';
import { Section, Text } from '@react-email/components';
import { agentDiscountPercent } from '@cicerone/core/accounts/business';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface BusinessValidatedData {
  name: string;
  promoCode: string;
}

const codeStyle = {
  backgroundColor: '#f6f7f9',
  border: '1px dashed #0b6e66',
  borderRadius: '8px',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '22px',
  fontWeight: 700,
  letterSpacing: '2px',
  margin: '0 0 16px',
  padding: '12px',
  textAlign: 'center' as const,
};

/** Sent when the team validates a business account: the personal promo code for the agent discount. */
export function businessValidated(data: BusinessValidatedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.businessValidated.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.businessValidated.preview'), name: data.name },
      h(Paragraph, null, t('mail.businessValidated.intro')),
      h(Paragraph, null, t('mail.businessValidated.code')),
      h(Section, null, h(Text, { style: codeStyle }, data.promoCode)),
      h(Paragraph, null, t('mail.businessValidated.discount', { discount: agentDiscountPercent / 100 })),
      // /tours without language and currency: the site sends the reader to their preferred ones.
      h(ActionButton, { href: context.siteUrl('/tours'), label: t('mail.businessValidated.button'), context }),
    ),
  };
}
