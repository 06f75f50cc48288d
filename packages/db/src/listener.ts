import pg from 'pg';

/**
 * PostgreSQL's LISTEN on a connection of its own: a pooled connection goes back to the pool
 * between queries and would stop hearing. One connection per process, whatever the number of
 * subscribers (they fan out in memory above it). When the connection is lost (a restart, a
 * failover) it is opened again with back-off and `onReconnect` is called: notifications sent
 * meanwhile are lost, so the subscribers read what they missed from the tables.
 */
export interface PostgresListener {
  listen(channel: string, onNotification: (payload: string) => void, onReconnect: () => void): Promise<void>;
  close(): Promise<void>;
}

const channelName = /^[a-z_][a-z0-9_]*$/;

export function postgresListener(url: string): PostgresListener {
  const channels = new Map<string, { onNotification: (payload: string) => void; onReconnect: () => void }>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload !== undefined) channels.get(message.channel)?.onNotification(message.payload);
    });
    // A lost connection is reopened; without these listeners pg's 'error' would end the process.
    next.on('error', (error) => console.warn(`PostgreSQL listener connection lost: ${error.message}`));
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    return next;
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open()
      .then((opened) => {
        client = opened;
        retryMs = 500;
        return opened;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connection();
      for (const { onReconnect } of channels.values()) onReconnect();
    } catch (error) {
      console.warn(`PostgreSQL listener cannot reconnect: ${(error as Error).message}`);
      setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  }

  return {
    async listen(channel, onNotification, onReconnect) {
      if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
      channels.set(channel, { onNotification, onReconnect });
      const listening = await connection();
      await listening.query(`LISTEN "${channel}"`);
    },
    async close() {
      closed = true;
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end();
    },
  };
}
