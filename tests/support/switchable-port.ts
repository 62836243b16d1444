import type net from "node:net";

/**
 * Listens on a free port of 127.0.0.1 and lets a stand-in service go away (nothing listens:
 * connection refused) and come back on the same port. `cutConnections` ends the ones still
 * open when it goes away (kept-alive HTTP connections, SMTP sessions).
 */
export async function switchablePort(server: net.Server, cutConnections: () => void) {
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async down() {
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      cutConnections();
      await closed;
    },
    async up() {
      if (!server.listening) await listen(port);
    },
  };
}
