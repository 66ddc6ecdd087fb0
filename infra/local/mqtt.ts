/**
 * The local MQTT broker (aedes) on TCP and on WebSocket, standing in for AWS IoT Core. Scanners
 * and the simulator publish here; the local rule router watches it in-process. Packets above IoT
 * Core's size limit close the connection before they are buffered (packet-guard.ts); who may
 * connect, publish and subscribe is applied by broker-access.ts.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { LIMITS } from '../../functions/src/devices/limits';
import { guardPacketSize } from './packet-guard';

export interface MqttBroker {
  broker: Aedes;
  tcpUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

function listen(server: Server | HttpServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function close(server: Server | HttpServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startMqttBroker(options: { tcpPort: number; wsPort: number }): Promise<MqttBroker> {
  const broker = await Aedes.createBroker();
  const tcp = createServer((socket) =>
    broker.handle(guardPacketSize(socket, LIMITS.maxPacketBytes) as never),
  );
  // Server.close waits for open connections, so keep them to end them on stop.
  const sockets = new Set<Socket>();
  tcp.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const http = createHttpServer();
  // A WebSocket frame may hold a whole MQTT packet plus its header.
  const wss = new WebSocketServer({ server: http, path: '/mqtt', maxPayload: LIMITS.maxPacketBytes + 16 });
  wss.on('connection', (socket, request) => {
    const stream = guardPacketSize(createWebSocketStream(socket), LIMITS.maxPacketBytes);
    // aedes reads the request for client addresses; a stream error must not crash the broker.
    stream.on('error', () => socket.terminate());
    broker.handle(stream as never, request as never);
  });
  const tcpPort = await listen(tcp, options.tcpPort);
  const wsPort = await listen(http, options.wsPort);
  return {
    broker,
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}/mqtt`,
    async stop() {
      // Broker first: it disconnects its clients; then the listeners, with any socket left destroyed.
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      for (const client of wss.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await Promise.all([close(tcp), close(http)]);
    },
  };
}
