import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './server-process';

/** What the proxy does to a matching request instead of passing it on. */
export type FaultReply = number | 'hang' | 'drop';

export interface Fault {
  method?: string;
  path: RegExp;
  reply: FaultReply;
  /** How many requests it hits; unlimited when left out. */
  times?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  /** What the proxy did: the upstream status, the fault's status, `hang` or `drop`. */
  outcome: number | 'hang' | 'drop';
}

export interface FaultProxy {
  url: string;
  fail: (fault: Fault) => void;
  /** Back to passing everything on. */
  heal: () => void;
  /** Cuts the connections of the requests held by `hang` (the browser sees a network error). */
  dropHung: () => void;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A small HTTP proxy between the browser and the real server that can answer 5xx, hang, or drop
 * the connection for the requests a test names: the flaky network and failing server of a shift.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let faults: Fault[] = [];
  const hung = new Set<IncomingMessage>();
  const seen: SeenRequest[] = [];

  const takeFault = (req: IncomingMessage) => {
    const fault = faults.find((f) => (!f.method || f.method === req.method) && f.path.test(req.url ?? ''));
    if (fault?.times !== undefined && --fault.times <= 0) faults = faults.filter((f) => f !== fault);
    return fault;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, record: SeenRequest) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        record.outcome = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const record: SeenRequest = { method: req.method ?? 'GET', path: req.url ?? '/', outcome: 0 };
    seen.push(record);
    const fault = takeFault(req);
    if (!fault) return forward(req, res, record);
    req.resume();
    if (fault.reply === 'hang') {
      record.outcome = 'hang';
      hung.add(req);
    } else if (fault.reply === 'drop') {
      record.outcome = 'drop';
      req.socket.destroy();
    } else {
      record.outcome = fault.reply;
      const body = { data: null, meta: { status: fault.reply, message: 'Serverda xatolik yuz berdi' } };
      res.writeHead(fault.reply, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }
  });

  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    fail: (fault) => void faults.push({ ...fault }),
    heal: () => {
      faults = [];
    },
    dropHung: () => {
      for (const req of hung) req.socket.destroy();
      hung.clear();
    },
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const req of hung) req.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
