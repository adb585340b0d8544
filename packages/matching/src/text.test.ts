import { describe, expect, it } from "vitest";
import { mentionedSkills, titlesShareWork, titleWords } from "./text.ts";

const mentions = (text: string) => [...mentionedSkills(text)].sort();

describe("mentionedSkills", () => {
  it("finds skills by label, id or alias, across punctuation and multi-word names", () => {
    expect(mentions("Built services in Node.js and TypeScript, deployed with k8s and GitHub Actions.")).toEqual([
      "github",
      "github-actions",
      "kubernetes",
      "nodejs",
      "typescript",
    ]);
    expect(mentions("CI/CD pipelines, PL/SQL procedures, A/B testing, C# and C++")).toEqual([
      "ab-testing",
      "ci-cd",
      "cpp",
      "csharp",
      "plsql",
      "sql",
    ]);
  });

  it("reads everyday words as skills only when written as names", () => {
    expect(mentions("I react quickly, excel at teamwork and go the extra mile in spring.")).toEqual([]);
    expect(mentions("React front end, Excel models, a Go service, Spring back end")).toEqual([
      "backend-development",
      "frontend-development",
      "go",
      "microsoft-excel",
      "react",
      "spring",
    ]);
  });

  it("leaves soft skills out: they say nothing about a past job's relevance", () => {
    expect(mentions("Communication and teamwork in a friendly team")).toEqual([]);
  });
});

describe("titlesShareWork", () => {
  const share = (a: string, b: string) => titlesShareWork(titleWords(a), titleWords(b));

  it("matches titles that name the same work, ignoring seniority, contract and gender markers", () => {
    expect(share("Werkstudent Data Analytics (m/w/d)", "Data Analyst Intern")).toBe(true);
    expect(share("Junior Software Engineer", "Software Engineering Intern")).toBe(true);
    expect(share("Marketing Assistant", "Online Marketing Intern")).toBe(true);
  });

  it("does not match on role words every field uses", () => {
    expect(share("Mechanical Engineer", "Software Engineer")).toBe(false);
    expect(share("Working Student", "Intern")).toBe(false);
    expect(share("Financial Analyst", "Data Analyst")).toBe(false);
  });
});
