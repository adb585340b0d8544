/**
 * A PostgreSQL WAL position (pg_lsn, written `16/B374D848`: the high and low 32 bits in hex) as a bigint, so
 * that positions compare in memory; null for what is not one (a cookie someone edited).
 */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? "");
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The pg_lsn text of a position (the inverse of parseLsn). */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
