import type { ServerResponse } from 'node:http';

/** What one process gives the live streams (docs/live.md, Limits). */
export interface LiveStreamLimits {
  /** open streams in this process */
  total: number;
  /** open streams of one client (its address; an IPv6 client by its /64) */
  perClient: number;
  /** after this, the server ends a stream; the browser reconnects and resumes where it was */
  lifetimeMs: number;
  /** a client whose unsent output passes this is not reading: its stream is dropped */
  maxUnsentBytes: number;
}

export type Admission = 'admitted' | 'client-full' | 'full';

/**
 * The open live streams of one process: how many there are in all and per client, each ended after its
 * lifetime, and dropped as soon as its client stops reading (what is written to a stream waits in memory
 * until the client takes it: a stalled reader must not make it grow).
 */
export function createLiveStreams(limits: LiveStreamLimits) {
  const streams = new Map<ServerResponse, { client: string; lifetime: ReturnType<typeof setTimeout> }>();
  const perClient = new Map<string, number>();

  function forget(stream: ServerResponse) {
    const entry = streams.get(stream);
    if (!entry) return;
    streams.delete(stream);
    clearTimeout(entry.lifetime);
    const left = (perClient.get(entry.client) ?? 1) - 1;
    if (left > 0) perClient.set(entry.client, left);
    else perClient.delete(entry.client);
  }

  /** Writes to the stream; a stream whose client has not taken enough of what came before is dropped. */
  function write(stream: ServerResponse, text: string) {
    if (!streams.has(stream)) return;
    stream.write(text);
    if (stream.writableLength > limits.maxUnsentBytes) {
      forget(stream);
      stream.destroy();
    }
  }

  return {
    /** whether a stream of `client` may open now */
    admit(client: string): Admission {
      if ((perClient.get(client) ?? 0) >= limits.perClient) return 'client-full';
      return streams.size >= limits.total ? 'full' : 'admitted';
    },
    /** counts an admitted stream until it closes, is dropped, or its lifetime ends */
    add(stream: ServerResponse, client: string) {
      const lifetime = setTimeout(() => {
        forget(stream);
        stream.end();
      }, limits.lifetimeMs);
      lifetime.unref();
      streams.set(stream, { client, lifetime });
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      const gone = () => forget(stream);
      stream.once('close', gone);
      stream.on('error', gone);
    },
    write,
    broadcast(text: string) {
      for (const stream of [...streams.keys()]) write(stream, text);
    },
    /** ends every stream and its connection (the server is closing: it waits for no kept-alive one) */
    endAll() {
      for (const stream of [...streams.keys()]) {
        forget(stream);
        stream.end();
        stream.socket?.end();
      }
    },
    get size() {
      return streams.size;
    },
  };
}
