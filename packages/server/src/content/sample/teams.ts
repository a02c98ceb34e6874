import type { TEAM_NAMES } from '@ic/domain';

// The four teams the About page rotates through, with (fictional) members and the year they joined.
export interface TeamRoster {
  name: (typeof TEAM_NAMES)[number];
  members: { name: string; year: string }[];
}

type Joined = Record<string, string[]>;

/** Members listed by the year they joined, earliest first: the order the About page shows. */
function roster(name: TeamRoster['name'], joined: Joined): TeamRoster {
  const years = Object.keys(joined).sort();
  return {
    name,
    members: years.flatMap((year) => (joined[year] ?? []).map((n) => ({ name: n, year }))),
  };
}

export const TEAMS: TeamRoster[] = [
  roster('UI/UX', {
    2023: ['Aanya Kulkarni'],
    2024: ['Rehan Mirza', 'Prerna Joshi'],
    2025: ['Dev Malhotra', 'Ishita Bose', 'Kunal Shetty'],
  }),
  roster('Development', {
    2022: ['Siddharth Nair'],
    2023: ['Fatima Ansari', 'Harsh Vora'],
    2024: ['Lakshmi Raghavan', 'Aditya Chauhan'],
    2025: ['Mitali Dutta', 'Joel Thomas', 'Nikhil Saxena'],
  }),
  roster('Marketing', {
    2023: ['Sana Qureshi'],
    2024: ['Varun Khanna', 'Tanya Arora'],
    2025: ['Rohan Pillai', 'Gauri Deshmukh'],
  }),
  roster('Content', {
    2022: ['Kavya Menon', 'Ishaan Rao'],
    2023: ['Tenzin Dorje', 'Nandini Iyer'],
    2024: ['Farhan Qureshi', 'Riya Bhattacharya'],
    2025: ['Meher Kapoor'],
  }),
];
