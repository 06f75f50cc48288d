/** Roles as the spec numbers them (requirements §roles.list); a validated travel agent is a customer with isPro. */
export const roles = { superAdmin: 1, admin: 2, guide: 3, customer: 4 } as const;
export type Role = (typeof roles)[keyof typeof roles];

/** The only user status the spec shows: a guide who has not finished the recruitment form. */
export const guideFormInProgress = 'guide_fill_form_in_progress';

export interface RoleHolder {
  role: Role;
  status?: string | null | undefined;
  isPro?: boolean | undefined;
}

/** Guide dashboard: roles 1, 2 and 3 (requirements §roles.access). */
export function canOpenGuideDashboard(user: RoleHolder | null): boolean {
  return user !== null && user.role <= roles.guide;
}

/** 'Become a guide' shows to visitors and to guides still filling in the recruitment form (requirements §screens.recruitment). */
export function canSeeBecomeGuide(user: RoleHolder | null): boolean {
  return user === null || (user.role === roles.guide && user.status === guideFormInProgress);
}

/**
 * Where a login without a page to return to lands: an admin (roles 1–2) in the back office, whose
 * work starts there; a guide still applying back in the wizard (requirements §screens.recruitment: resumed at the next
 * login); anyone else on the account.
 */
export function landingAfterLogin(user: { role: number; status?: string | null | undefined }): '/admin' | '/recruitment' | '/account' {
  if (user.role === roles.superAdmin || user.role === roles.admin) return '/admin';
  return user.role === roles.guide && user.status === guideFormInProgress ? '/recruitment' : '/account';
}

/** A guide approved by the vetting (recruitment-status.ts guideUserStatuses). */
export const guideActive = 'guide_active';

/**
 * /contact-pro and its link: validated business accounts (isPro, requirements §screens.shell's user menu) and
 * approved guides, who "can contact a manager" (requirements §roles.access). An applicant writes on /contact.
 */
export function canContactManager(user: RoleHolder | null): boolean {
  if (!user) return false;
  return user.isPro === true || (user.role === roles.guide && user.status === guideActive);
}
