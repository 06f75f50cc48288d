/**
 * A guide's application (requirements §screens.recruitment /recruitment, §lifecycles.application recruitment status): the wizard fills it in,
 * the back office vets it. Only an approved guide is offered missions.
 *  - signing up at step 1 starts it (the account's user status is guide_fill_form_in_progress);
 *  - the guide submits it once every step is complete;
 *  - an admin approves it (the account becomes an active guide) or rejects it with a reason.
 * approved and rejected are final: a rejected person applies again with another account.
 */
import { stateMachine } from '../state-machine.ts';

export const recruitmentStatuses = ['in_progress', 'submitted', 'approved', 'rejected'] as const;
export type RecruitmentStatus = (typeof recruitmentStatuses)[number];

export const recruitmentEvents = ['signed_up', 'submitted', 'approved', 'rejected'] as const;
export type RecruitmentEvent = (typeof recruitmentEvents)[number];

export const recruitmentMachine = stateMachine<RecruitmentStatus, RecruitmentEvent>(
  recruitmentStatuses,
  {
    signed_up: [[null, 'in_progress']],
    submitted: [['in_progress', 'submitted']],
    approved: [['submitted', 'approved']],
    rejected: [['submitted', 'rejected']],
  },
  'conflict',
);

/** The user status the original site named for a guide still filling the form (requirements §lifecycles.application); 'guide_active' once approved. */
export const guideUserStatuses = ['guide_fill_form_in_progress', 'guide_active', 'guide_rejected'] as const;
export type GuideUserStatus = (typeof guideUserStatuses)[number];

/** The longest rejection reason: a few sentences the applicant reads in the e-mail (here, not in the contract, so the page's field can say it without loading zod). */
export const rejectionReasonMaxLength = 2000;
