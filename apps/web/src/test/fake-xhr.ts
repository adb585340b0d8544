/**
 * A stand-in for the browser's XMLHttpRequest in unit tests (the network is the edge of the world here):
 * each `send` is recorded, and the test decides how it ends.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** When set, every request is answered this way as soon as it is sent. */
  static answer: ((xhr: FakeXhr) => void) | null = null;

  status = 0;
  responseText = "";
  withCredentials = false;
  method = "";
  url = "";
  body: unknown = null;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer;
    if (answer) queueMicrotask(() => answer(this));
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}
