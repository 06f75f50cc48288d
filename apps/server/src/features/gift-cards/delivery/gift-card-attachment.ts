import type { AttachmentRenderers } from '../../mail/attachments.ts';
import { renderGiftCardPdf } from './gift-card-pdf.ts';

/**
 * The printable card attached to the recipient's mail, rendered when the mail is sent from what
 * the mail itself carries (the code is kept in clear nowhere else). Given to the mailer by services.ts.
 */
export function giftCardAttachmentRenderer(publicUrl: string): AttachmentRenderers['gift-card'] {
  return async (ref, locale) => ({
    filename: `cicerone-gift-card-${ref.card.code}.pdf`,
    content: await renderGiftCardPdf({ ...ref.card, locale, publicUrl }),
    contentType: 'application/pdf',
  });
}
