/** The contact fields' starting values for a signed-in traveller (contact-defaults.server.ts); null for a visitor, who types them. */
export interface ContactDefaults {
  name: string;
  email: string;
  phone: string;
}
