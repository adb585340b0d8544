import { describe, expect, it } from "vitest";
import { operationName } from "./query-spans.ts";

describe("a statement's operation name", () => {
  it("is its first keyword, in capitals, past comments and a union's opening parenthesis", () => {
    expect(operationName('select "id" from "jobs" where "id" = $1')).toBe("SELECT");
    expect(operationName("  insert into t values ($1)")).toBe("INSERT");
    expect(operationName("with x as (select 1) update t set a = 1")).toBe("WITH");
    expect(operationName("(select 'student' as role from students) union all (select 'company')")).toBe("SELECT");
    expect(operationName("-- why\n/* and how */ delete from t")).toBe("DELETE");
    expect(operationName("begin")).toBe("BEGIN");
    expect(operationName("")).toBe("QUERY");
  });
});
