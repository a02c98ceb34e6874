import type { DEPARTMENTS, JOB_TYPES } from '@ic/domain';
import { useT } from '../i18n';

/** Each department of spec section 9 (and 'All Departments') by its name in the careers catalogue. */
const DEPARTMENT_KEYS: Record<(typeof DEPARTMENTS)[number], string> = {
  'All Departments': 'all',
  '2D Animators': 'animators2d',
  'UI/UX': 'uiux',
  'Human Resource': 'humanResource',
  Marketing: 'marketing',
  Legal: 'legal',
  Finance: 'finance',
  'Graphic Designer': 'graphicDesigner',
  'Management Trainees': 'managementTrainees',
  'Web Developer': 'webDeveloper',
};

const JOB_TYPE_KEYS: Record<(typeof JOB_TYPES)[number], string> = {
  'All Job Types': 'all',
  Internship: 'internship',
  'Full-time': 'fullTime',
  Freelancer: 'freelancer',
};

const keyOf = (keys: Record<string, string>, value: string) =>
  Object.prototype.hasOwnProperty.call(keys, value) ? keys[value] : undefined;

/**
 * A job's department and type in the screen's language: the spec's fixed lists are the
 * interface's words; a value outside them (a job stored before the list changed) shows as stored.
 */
export function useJobLabels() {
  const t = useT();
  return {
    department: (value: string) => {
      const key = keyOf(DEPARTMENT_KEYS, value);
      return key ? t(`careers.department.${key}`) : value;
    },
    jobType: (value: string) => {
      const key = keyOf(JOB_TYPE_KEYS, value);
      return key ? t(`careers.jobType.${key}`) : value;
    },
  };
}
