// Everything that opens the embedded database passes these options: the extensions our
// migrations create must be loaded into PGlite before any statement touches their indexes.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm backs the admin's fragment searches (docs/decisions/071-search.md). */
export const PGLITE_EXTENSIONS = { pg_trgm };

// A small site's data fits in far less than PostgreSQL's default 128 MB of shared buffers, which
// the embedded database would hold in the server's own memory.
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'], extensions: PGLITE_EXTENSIONS };
