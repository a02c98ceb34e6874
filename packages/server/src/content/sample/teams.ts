import type { TEAM_NAMES } from '@ic/domain';

// The four teams the About page rotates through, with (fictional) members and the year they joined.
export interface TeamRoster {
  name: (typeof TEAM_NAMES)[number];
  members: { name: string; year: string }[];
}

export const TEAMS: TeamRoster[] = [
  {
    name: 'UI/UX',
    members: [
      { name: 'Aanya Kulkarni', year: '2023' },
      { name: 'Rehan Mirza', year: '2024' },
      { name: 'Prerna Joshi', year: '2024' },
      { name: 'Dev Malhotra', year: '2025' },
      { name: 'Ishita Bose', year: '2025' },
      { name: 'Kunal Shetty', year: '2025' },
    ],
  },
  {
    name: 'Development',
    members: [
      { name: 'Siddharth Nair', year: '2022' },
      { name: 'Fatima Ansari', year: '2023' },
      { name: 'Harsh Vora', year: '2023' },
      { name: 'Lakshmi Raghavan', year: '2024' },
      { name: 'Aditya Chauhan', year: '2024' },
      { name: 'Mitali Dutta', year: '2025' },
      { name: 'Joel Thomas', year: '2025' },
      { name: 'Nikhil Saxena', year: '2025' },
    ],
  },
  {
    name: 'Marketing',
    members: [
      { name: 'Sana Qureshi', year: '2023' },
      { name: 'Varun Khanna', year: '2024' },
      { name: 'Tanya Arora', year: '2024' },
      { name: 'Rohan Pillai', year: '2025' },
      { name: 'Gauri Deshmukh', year: '2025' },
    ],
  },
  {
    name: 'Content',
    members: [
      { name: 'Kavya Menon', year: '2022' },
      { name: 'Ishaan Rao', year: '2022' },
      { name: 'Tenzin Dorje', year: '2023' },
      { name: 'Nandini Iyer', year: '2023' },
      { name: 'Farhan Qureshi', year: '2024' },
      { name: 'Riya Bhattacharya', year: '2024' },
      { name: 'Meher Kapoor', year: '2025' },
    ],
  },
];
