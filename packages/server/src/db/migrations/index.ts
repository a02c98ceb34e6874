import type { Migration } from 'kysely/migration';
import * as accounts from './001_accounts.ts';
import * as content from './002_content.ts';
import * as payments from './003_payments.ts';
import * as contentListVersion from './004_content_list_version.ts';
import * as access from './005_access.ts';
import * as guardians from './006_guardians.ts';
import * as reader from './007_reader.ts';
import * as publicContentVersions from './008_public_content_versions.ts';
import * as world from './009_world.ts';
import * as worldContentVersions from './010_world_content_versions.ts';
import * as jobApplicationCv from './011_job_application_cv.ts';
import * as follows from './012_follows.ts';
import * as myList from './013_my_list.ts';
import * as jobs from './014_jobs.ts';
import * as studio from './015_studio.ts';
import * as publishing from './016_publishing.ts';
import * as studioEditorial from './017_studio_editorial.ts';
import * as userLanguage from './018_user_language.ts';
import * as userLanguageUnset from './019_user_language_unset.ts';

/**
 * Every migration, by name, in the order they run. Names sort: NNN_area_what.
 * Each area owns its own files; add new ones here.
 */
export const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_content': content,
  '003_payments': payments,
  '004_content_list_version': contentListVersion,
  '005_access': access,
  '006_guardians': guardians,
  '007_reader': reader,
  '008_public_content_versions': publicContentVersions,
  '009_world': world,
  '010_world_content_versions': worldContentVersions,
  '011_job_application_cv': jobApplicationCv,
  '012_follows': follows,
  '013_my_list': myList,
  '014_jobs': jobs,
  '015_studio': studio,
  '016_publishing': publishing,
  '017_studio_editorial': studioEditorial,
  '018_user_language': userLanguage,
  '019_user_language_unset': userLanguageUnset,
};
