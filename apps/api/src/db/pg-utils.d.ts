// node-postgres' conversion of a query parameter to its text form (what it sends for $1), untyped upstream.
declare module "pg/lib/utils.js" {
  const utils: { prepareValue: (value: unknown) => unknown };
  export default utils;
}
