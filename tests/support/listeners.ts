/**
 * The TCP sockets a process tree listens on, read from Linux's /proc: each process's open file
 * descriptors name socket inodes, and /proc/net/tcp and tcp6 give each listening socket's inode
 * and local address. Used to prove the local stack listens on loopback only (docs/local-stack.md
 * "Loopback only").
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Listener {
  pid: number;
  /** The local address as Linux shows it: `127.0.0.1`, `0.0.0.0`, `::`, `::ffff:127.0.0.1`... */
  address: string;
  port: number;
}

/** `pid` and every process below it (children, grandchildren...). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // Closed while we looked.
    }
  }
  return inodes;
}

/** /proc/net/tcp writes an IPv4 address as 8 hex digits, least significant byte first. */
function ipv4(hex: string): string {
  return [6, 4, 2, 0].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join('.');
}

/** /proc/net/tcp6: four 32-bit words, each least significant byte first. */
function ipv6(hex: string): string {
  const bytes: number[] = [];
  for (let word = 0; word < 4; word++) {
    const chunk = hex.slice(word * 8, word * 8 + 8);
    bytes.push(...[6, 4, 2, 0].map((at) => Number.parseInt(chunk.slice(at, at + 2), 16)));
  }
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join('.')}`;
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  const text = groups.join(':');
  return text === '0:0:0:0:0:0:0:0' ? '::' : text === '0:0:0:0:0:0:0:1' ? '::1' : text;
}

const LISTEN = '0A';

/** Every TCP listening socket of these processes. */
export function listenersOf(pids: readonly number[]): Listener[] {
  const owner = new Map<string, number>();
  for (const pid of pids) for (const inode of socketInodes(pid)) owner.set(inode, pid);
  const listeners: Listener[] = [];
  for (const [file, decode] of [
    ['/proc/net/tcp', ipv4],
    ['/proc/net/tcp6', ipv6],
  ] as const) {
    const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      const columns = row.trim().split(/\s+/);
      const [local, state, inode] = [columns[1] ?? '', columns[3], columns[9] ?? ''];
      const pid = owner.get(inode);
      if (state !== LISTEN || pid === undefined) continue;
      const [addressHex = '', portHex = ''] = local.split(':');
      listeners.push({ pid, address: decode(addressHex), port: Number.parseInt(portHex, 16) });
    }
  }
  return listeners;
}
