import { createRandom } from '../random.ts';
import { escapeXml } from '../svg.ts';
import { background, INK, LETTERING, svgDocument } from './style.ts';

/** A team member's portrait: a friendly face with their initials in a badge. */
export function renderMemberAvatar(member: { key: string; name: string }): string {
  const random = createRandom(`member:${member.key}`);
  const skin = random.pick(['#8d5524', '#a86b3c', '#c68642', '#e0ac69']);
  const shirt = random.pick(['#1d4ed8', '#dc2626', '#0f766e', '#7c3aed', '#f97316']);
  const hair = random.pick(['#111111', '#2b1b0e', '#4a2c16']);
  const initials = member.name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDocument(
    400,
    400,
    member.name,
    background(400, 400, random.pick(['#ffd23f', '#8ecae6', '#ffb4a2', '#b7e4c7'])) +
      `<path d="M70,400 C80,300 320,300 330,400Z" fill="${shirt}" stroke="${INK}" stroke-width="8"/>` +
      `<ellipse cx="200" cy="190" rx="80" ry="92" fill="${skin}" stroke="${INK}" stroke-width="8"/>` +
      `<path d="M120,170 C120,80 280,80 282,170 C250,130 160,128 120,170Z" fill="${hair}" stroke="${INK}" stroke-width="7"/>` +
      `<circle cx="170" cy="195" r="9" fill="${INK}"/><circle cx="230" cy="195" r="9" fill="${INK}"/>` +
      `<path d="M170,238 Q200,262 230,238" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="330" cy="70" r="48" fill="#ffe14d" stroke="${INK}" stroke-width="6"/>` +
      `<text x="330" y="86" font-family="${LETTERING}" font-size="44" text-anchor="middle" fill="${INK}">${escapeXml(initials)}</text>`,
  );
}
