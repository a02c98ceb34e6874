// Tables of this area. Column types follow Kysely's conventions (Generated<>, ColumnType<>).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}
