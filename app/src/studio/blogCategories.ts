// A blog's category in the studio's words, for the editor's choice and the list's column alike.
import type { BlogCategory } from '@ic/domain';

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  ic: 'IC Universe news',
  foundation: 'Foundation',
  general: 'General',
};

export const BLOG_CATEGORY_OPTIONS = Object.entries(BLOG_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));
