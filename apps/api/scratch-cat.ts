import { openDatabase } from "./src/db/client.ts";
import { sql } from "drizzle-orm";
const d = await openDatabase({});
await d.migrate();
const q = async (s: string) => (await d.db.execute(sql.raw(s))).rows;
console.log(await q(`select c.relname, (select count(*) from pg_attribute a where a.attrelid=c.oid and a.attnum>0 and not a.attisdropped) cols from pg_class c join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and c.relkind in ('r','p') order by 1`));
console.log(await q(`select attrelid::regclass t, attname, attidentity, attgenerated, format_type(atttypid, atttypmod) ty from pg_attribute where attrelid in (select c.oid from pg_class c join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and c.relkind='r') and attnum>0 and not attisdropped and (attidentity<>'' or attgenerated<>'' or format_type(atttypid, atttypmod) not in ('text','uuid','timestamp with time zone','integer','boolean','jsonb','bigint','text[]','date','smallint','double precision','real'))`));
console.log(await q(`select conrelid::regclass t, confrelid::regclass r, condeferrable from pg_constraint where contype='f' and (conrelid=confrelid)`));
console.log(await q(`select schemaname, sequencename, last_value from pg_sequences`));
console.log(await q(`select * from drizzle.__drizzle_migrations order by id desc limit 2`));
for (const r of await q(`select c.relname from pg_class c join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and c.relkind='r'`) as any[]) { const [x] = await q(`select count(*)::int n from "${r.relname}"`) as any[]; if (x.n) console.log("seeded", r.relname, x.n); }
await d.close();
