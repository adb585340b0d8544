// `node apps/api/src/lib/http/print-heap-limit.ts` prints the heap limit in MB for the environment: the container's
// command passes it to the API's Node (Dockerfile). A file of its own: what the bundle imports must print nothing.
import { apiHeapMb } from "./heap-limit.ts";

console.log(apiHeapMb(process.env));
