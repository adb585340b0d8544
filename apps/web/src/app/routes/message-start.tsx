import { useSearchParams } from "react-router";
import { NewMessage } from "../../features/conversations/components/new-message.tsx";
import { textParam } from "../../lib/search-params.ts";

/** `/messages/new?studentId|companyId=…&jobId=…&to=…&job=…`: what a "Message" button opens. */
export function MessageStartRoute() {
  const [searchParams] = useSearchParams();
  const id = (name: string) => textParam(searchParams, name, 64) || undefined;
  const job = textParam(searchParams, "job", 300) || null;
  return (
    <NewMessage
      target={{ studentId: id("studentId"), companyId: id("companyId"), jobId: id("jobId") }}
      name={textParam(searchParams, "to", 200)}
      jobTitle={job}
    />
  );
}
