import { openDatabase } from '@cicerone/db/client';
import { sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: process.env.DB ?? '/tmp/h1data/pglite' });
const r: any = await h.db.execute(sql.raw(process.argv[2]!));
for (const row of r.rows) console.log(JSON.stringify(row, null, 1));
await h.close();
