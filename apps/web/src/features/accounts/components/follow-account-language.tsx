import { isUiLanguage } from "@stint/shared/ui-languages";
import { useEffect, useRef } from "react";
import { usePageLanguage } from "../../../i18n/page-language.tsx";
import { useAccountLanguage } from "../api/account-language.ts";
import { useMe } from "../api/get-me.ts";

/**
 * After signing in, the app speaks the language the account chose (decision 035), as the server's pages already
 * do: a page loaded signed out (in the browser's or the switch's language) switches in place, once per choice.
 * Renders nothing.
 */
export function FollowAccountLanguage() {
  const me = useMe();
  const { language, offered, switchTo } = usePageLanguage();
  const choice = useAccountLanguage(me !== null).data?.language ?? null;
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!isUiLanguage(choice) || followed.current === choice) return;
    followed.current = choice;
    if (choice !== language && offered.includes(choice)) void switchTo(choice);
  }, [choice, language, offered, switchTo]);
  return null;
}
