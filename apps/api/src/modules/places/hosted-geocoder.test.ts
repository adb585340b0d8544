import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors.ts";
import { createHostedGeocoder, PHOTON_ATTRIBUTION } from "./hosted-geocoder.ts";

// Only the remote service is stood in for: a real HTTP server on loopback answering as Photon does.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
const requests: URL[] = [];

const feature = (properties: Record<string, unknown>, coordinates: number[] = [8.5410422, 47.3744489]) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates },
  properties,
});
const zurich = feature({
  osm_type: "R",
  osm_id: 1682248,
  osm_key: "place",
  osm_value: "city",
  type: "city",
  name: "Zürich",
  state: "Zurich",
  country: "Switzerland",
  countrycode: "CH",
  extent: [8.4480746, 47.4346662, 8.6254017, 47.3202187],
});
const answer =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? "/", "http://127.0.0.1"));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  handler = answer({ type: "FeatureCollection", features: [zurich] });
});

describe("createHostedGeocoder", () => {
  it("asks Photon's /api for cities and maps features to places", async () => {
    const geocoder = createHostedGeocoder({ url: baseUrl });
    const places = await geocoder.suggest("Zür", 5);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.pathname).toBe("/api");
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      q: "Zür",
      limit: "5",
      layer: "city",
      lang: "en",
    });
    expect(places).toEqual([
      {
        id: "osm:R1682248",
        label: "Zürich, Zurich, Switzerland",
        city: "Zürich",
        region: "Zurich",
        country: "Switzerland",
        countryCode: "CH",
        lat: 47.3744489,
        lon: 8.5410422,
      },
    ]);
    expect(geocoder.attribution).toBe(PHOTON_ATTRIBUTION);
  });

  it("keeps a path prefix of the configured URL, with or without a trailing slash", async () => {
    await createHostedGeocoder({ url: `${baseUrl}/photon` }).suggest("a", 1);
    await createHostedGeocoder({ url: `${baseUrl}/photon/` }).suggest("a", 1);
    expect(requests.map((request) => request.pathname)).toEqual(["/photon/api", "/photon/api"]);
  });

  it("skips features it cannot turn into a valid place, drops duplicates and honours the limit", async () => {
    handler = answer({
      type: "FeatureCollection",
      features: [
        feature({ osm_type: "N", osm_id: 1, name: "No country code", country: "Nowhere" }),
        feature(
          { osm_type: "N", osm_id: 2, name: "Out of range", country: "Switzerland", countrycode: "ch" },
          [8, 123],
        ),
        { type: "Feature", geometry: { type: "LineString" }, properties: { name: "Not a point" } },
        "not even an object",
        zurich,
        zurich,
        feature(
          { osm_type: "N", osm_id: 3, name: "Berlin", state: "Berlin", country: "Germany", countrycode: "de" },
          [13.4, 52.5],
        ),
        feature({ osm_type: "N", osm_id: 4, name: "Bern", country: "Switzerland", countrycode: "CH" }, [7.44, 46.95]),
      ],
    });
    const places = await createHostedGeocoder({ url: baseUrl }).suggest("b", 2);
    expect(places.map((place) => place.label)).toEqual(["Zürich, Zurich, Switzerland", "Berlin, Germany"]);
    expect(places[1]).toMatchObject({ id: "osm:N3", countryCode: "DE", region: "Berlin" });
  });

  it("answers an empty list when the service finds nothing", async () => {
    handler = answer({ type: "FeatureCollection", features: [] });
    expect(await createHostedGeocoder({ url: baseUrl }).suggest("qqqxyz", 8)).toEqual([]);
  });

  it.each([
    ["an error status", answer({ message: "boom" }, 500)],
    ["malformed JSON", answer("{not json")],
    ["a body without features", answer({ type: "FeatureCollection" })],
  ])("reports 503 geocoder-unavailable on %s", async (_case, failing) => {
    handler = failing;
    const error = await createHostedGeocoder({ url: baseUrl })
      .suggest("zur", 8)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "geocoder-unavailable", status: 503 });
  });

  it("gives up after its timeout instead of holding the request", async () => {
    handler = () => {}; // never answers
    const started = performance.now();
    await expect(createHostedGeocoder({ url: baseUrl, timeoutMs: 150 }).suggest("zur", 8)).rejects.toMatchObject({
      code: "geocoder-unavailable",
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("reports 503 when nothing listens at the configured address", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createHostedGeocoder({ url: `http://127.0.0.1:${port}` }).suggest("zur", 8)).rejects.toMatchObject({
      code: "geocoder-unavailable",
      status: 503,
    });
  });
});
