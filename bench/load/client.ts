// A browser-like client: one cookie jar per doctor.

let jarSeq = 0;
export class Jar {
  private cookies = new Map<string, string>();
  /** Each simulated doctor is its own client address, as on their own network (per-address limits, e.g. 10 sign-ups a minute). */
  readonly address = `198.18.${Math.floor(++jarSeq / 250)}.${jarSeq % 250}`;
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  update(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq < 1) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface Doctor {
  id: number;
  clinicId: number;
  jar: Jar;
  colleagues: number[];
}

export interface Clinic {
  id: number;
  owner: Doctor;
  doctors: Doctor[];
  patientIds: number[];
  labIds: number[];
  pendingLabIds: number[];
}

export async function call(baseURL: string, jar: Jar | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = {};
  if (jar) {
    headers.Cookie = jar.header();
    headers['CF-Connecting-IP'] = jar.address;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const send = () => fetch(`${baseURL}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    // A kept-alive connection the server has just closed: like a browser, retry an idempotent request once.
    if (method !== 'GET') throw err;
    res = await send();
  }
  jar?.update(res);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** Setup calls: must succeed; a dropped connection (not an answer) is retried. */
export async function must<T>(request: () => Promise<{ status: number; json: unknown }>, what: string): Promise<T> {
  let r: { status: number; json: unknown } | undefined;
  for (let attempt = 1; !r; attempt++) {
    try {
      r = await request();
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  if (r.status < 200 || r.status > 299) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json as T;
}
