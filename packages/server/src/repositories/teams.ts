import type { Team } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** The teams in their About-page order, each with its members in order. */
export async function listTeams(db: Db): Promise<Team[]> {
  const [teams, members] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name']).orderBy('rank').execute(),
    db
      .selectFrom('team_members')
      .select(['team_id', 'name', 'img', 'year'])
      .orderBy('team_id')
      .orderBy('position')
      .execute(),
  ]);
  return teams.map((t) => ({
    _id: t.id,
    name: t.name,
    members: members
      .filter((m) => m.team_id === t.id)
      .map(({ name, img, year }) => ({ name, img, year })),
  }));
}

export async function findTeamMember(db: Db, teamId: string, position: number) {
  return db
    .selectFrom('team_members')
    .select(['name', 'img', 'year'])
    .where('team_id', '=', teamId)
    .where('position', '=', position)
    .executeTakeFirst();
}

/** A team with its place in the About page's order. */
export type RankedTeam = Team & { rank: number };

/** Replaces each team and its whole member list (members have no ids of their own), in bulk. */
export async function replaceTeams(db: Db, teams: RankedTeam[]): Promise<void> {
  if (teams.length === 0) return;
  await db
    .insertInto('teams')
    .values(teams.map((team) => ({ id: team._id, rank: team.rank, name: team.name })))
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ rank: eb.ref('excluded.rank'), name: eb.ref('excluded.name') })),
    )
    .execute();
  await db
    .deleteFrom('team_members')
    .where(
      'team_id',
      'in',
      teams.map((team) => team._id),
    )
    .execute();
  const members = teams.flatMap((team) =>
    team.members.map((m, position) => ({ team_id: team._id, position, ...m })),
  );
  if (members.length > 0) await db.insertInto('team_members').values(members).execute();
}
