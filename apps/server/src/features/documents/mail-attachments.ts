import type { AttachmentRenderers } from '../mail/attachments.ts';
import type { DocumentService } from './document-service.ts';

/** The documents a mail can carry, rendered by the documents feature when the mail is sent. */
export function mailAttachmentRenderers(documents: Pick<DocumentService, 'voucherAttachment' | 'invoiceAttachment'>): Pick<AttachmentRenderers, 'voucher' | 'invoice'> {
  return {
    voucher: async (ref, locale) => {
      const file = await documents.voucherAttachment(ref.bookingId, locale);
      return file && { ...file, contentType: 'application/pdf' };
    },
    invoice: async (ref, locale) => {
      const file = await documents.invoiceAttachment(ref.bookingId, locale);
      return file && { ...file, contentType: 'application/pdf' };
    },
  };
}
