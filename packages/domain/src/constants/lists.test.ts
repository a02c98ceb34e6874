import { describe, it, expect } from 'vitest';
import {
  DEPARTMENTS,
  FEEDBACK_SUBJECTS,
  FEEDBACK_SUBJECT_PLACEHOLDER,
  HIRING_STEPS,
  JOB_TYPES,
  TEAM_NAMES,
} from './lists.ts';
import { CHARACTER_SORTS, PAGING } from './layout.ts';
import { ADULT_AGE, COPYRIGHT_YEARS, POLICY } from './policy.ts';
import { MERCH_PRICE, MERCH_TAGS, SHOP_PROMO } from './shop.ts';

describe('option lists', () => {
  it('starts the career filters with the All entries', () => {
    expect(DEPARTMENTS).toEqual([
      'All Departments',
      '2D Animators',
      'UI/UX',
      'Human Resource',
      'Marketing',
      'Legal',
      'Finance',
      'Graphic Designer',
      'Management Trainees',
      'Web Developer',
    ]);
    expect(JOB_TYPES).toEqual(['All Job Types', 'Internship', 'Full-time', 'Freelancer']);
    expect(HIRING_STEPS).toEqual(['Apply', 'Review', 'Interview', 'Onboarding']);
  });

  it('lists the feedback subjects and placeholder', () => {
    expect(FEEDBACK_SUBJECTS).toEqual(['General', 'Complaint', 'Suggestion', 'Custom']);
    expect(FEEDBACK_SUBJECT_PLACEHOLDER).toBe('Please select what type of feedback you have');
  });

  it('sorts characters A to Z and Z to A', () => {
    expect(CHARACTER_SORTS).toEqual([
      { value: 'asc', label: 'A to Z' },
      { value: 'desc', label: 'Z to A' },
    ]);
  });

  it('rotates through the four teams', () => {
    expect(TEAM_NAMES).toEqual(['UI/UX', 'Development', 'Marketing', 'Content']);
  });
});

describe('paging', () => {
  it('holds the spec sizes', () => {
    expect(PAGING).toMatchObject({
      featuredDefault: 4,
      blogDefault: 4,
      allNewsPerPage: 5,
      charactersPerPage: 12,
      comicsScrollStepPx: 260,
      heroMobileBelow: 1024,
      wizardSteps: 5,
      profileSteps: 2,
      characterHeroSlides: 3,
    });
  });
});

describe('policy and shop facts', () => {
  it('holds the policy limits', () => {
    expect(POLICY).toMatchObject({
      effectiveDate: '2025-08-15',
      refundWindowDays: 7,
      acknowledgeHours: 48,
      refundProcessingDays: '7–10',
      grievanceDays: 15,
      childDeletionDays: 7,
      harassmentAckHours: 24,
      harassmentInvestigationDays: 7,
      minimumIndependentAge: 18,
    });
    expect(POLICY.ratings.map((rating) => rating.code)).toEqual(['G', 'PG', 'T']);
    expect(ADULT_AGE).toBe(18);
    expect(COPYRIGHT_YEARS).toBe('2025–26');
  });

  it('prices merchandise at 599 with the three tags, and the promo at 10% off', () => {
    expect(MERCH_PRICE).toBe(599);
    expect(MERCH_TAGS).toEqual(['NEW RELEASES', 'TSHIRTS', 'COLLECTIBLES']);
    expect(SHOP_PROMO.percent).toBe(10);
  });
});
