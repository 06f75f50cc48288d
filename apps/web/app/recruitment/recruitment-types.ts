import type { RecruitmentView } from '@cicerone/core/contracts/recruitment';
import type { FormProblems } from '../lib/forms/form-problems.ts';

export interface QuestionText {
  key: string;
  title: string;
  summary: string;
}

export interface Questions {
  written: QuestionText[];
  qualities: QuestionText[];
  audio: QuestionText[];
}

/** What every step of the wizard is given. */
export interface StepProps {
  application: RecruitmentView | null;
  problems: FormProblems | null;
  questions: Questions;
  answersLanguage: string;
}
