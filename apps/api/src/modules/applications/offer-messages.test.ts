import { describe, expect, it } from "vitest";
import { say } from "../../i18n/said.ts";
import { translator } from "../../i18n/server-i18n.ts";
import { offerTermsSaid } from "./offer-messages.ts";

const terms = {
  startDate: "2027-03-01",
  pay: { amount: 2500, currency: "CHF" as const, period: "month" as const },
  answerBy: "2027-02-10",
  message: "Welcome aboard!",
};

describe("an offer's terms as its notification says them", () => {
  it("reads in English as the offer's lines always did", () => {
    expect(say(translator("en"), offerTermsSaid(terms))).toBe(
      "Start: 1 Mar 2027\nPay: CHF 2,500 per month\nAnswer by: 10 Feb 2027\n\nWelcome aboard!",
    );
    expect(say(translator("en"), offerTermsSaid({ ...terms, startDate: null, pay: null, message: null }))).toBe(
      "Answer by: 10 Feb 2027",
    );
  });

  it("reads in German in German words, dates and numbers; the company's own message stays as written", () => {
    const german = say(translator("de"), offerTermsSaid({ ...terms, pay: { ...terms.pay, period: "year" } }));
    expect(german).toBe("Beginn: 1. März 2027\nVergütung: CHF 2.500 pro Jahr\nAntwort bis: 10. Feb. 2027\n\nWelcome aboard!");
  });
});
