// The guardian dashboard's words are in the account catalogue (account.guardian.*).

/** A child's first name: the dashboard's headings and notes name the child by it. */
export const firstNameOf = (name: string) => name.split(' ')[0] || name;
