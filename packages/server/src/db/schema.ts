import type { AccessTables } from './tables/access.ts';
import type { AccountTables } from './tables/accounts.ts';
import type { ContentTables } from './tables/content.ts';
import type { JobTables } from './tables/jobs.ts';
import type { PaymentTables } from './tables/payments.ts';
import type { ReaderTables } from './tables/reader.ts';
import type { StudioTables } from './tables/studio.ts';

/** The whole database as Kysely sees it: one interface per area, merged. */
export interface Database
  extends
    AccountTables,
    ContentTables,
    PaymentTables,
    AccessTables,
    ReaderTables,
    JobTables,
    StudioTables {}
