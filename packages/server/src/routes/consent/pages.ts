import { escapeHtml, htmlPage } from '../../http/html.ts';

export type Decision = 'approve' | 'decline';

export function decisionPage(action: string, childName: string, preselected?: Decision) {
  const button = (decision: Decision, label: string) =>
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="decision" value="${decision}">` +
    `<button type="submit"${preselected === decision ? ' class="primary"' : ''}>${label}</button></form>`;
  return htmlPage(
    'Parental consent',
    `<p><strong>${escapeHtml(childName)}</strong> signed up to IC Universe and named you as their ` +
      'parent or guardian. Because they are under 18, their account stays inactive until you decide.</p>' +
      '<p>Approving activates the account. Declining deletes everything we stored about them.</p>' +
      button('approve', 'Approve the account') +
      button('decline', 'Decline and delete'),
  );
}

export const DONE_TEXT: Record<Decision, string> = {
  approve: 'Thank you. The account is now active and your child can log in.',
  decline: 'The sign-up was declined and everything stored about it has been deleted.',
};

export const INVALID_LINK_TEXT =
  'This consent link is invalid, has expired or has already been used.';

export const donePage = (decision: Decision) =>
  htmlPage('Parental consent', `<p>${escapeHtml(DONE_TEXT[decision])}</p>`);

export const invalidLinkPage = () =>
  htmlPage('Parental consent', `<p>${escapeHtml(INVALID_LINK_TEXT)}</p>`);
