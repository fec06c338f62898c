// What the load benches measure besides the answers: latency percentiles, the CPU a process has
// used (the API's servers, PostgreSQL's backends), the kernel's TCP counters and the listen
// socket's accept queue. Linux only where it reads /proc or runs nstat and ss; null elsewhere.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** The kernel's TCP counters that tell accept-queue overflows and resets apart (nstat), or null. */
export function tcpCounters() {
  try {
    const names = [
      'TcpExtListenOverflows',
      'TcpExtListenDrops',
      'TcpEstabResets',
      'TcpOutRsts',
      'TcpExtTCPAbortOnData',
    ];
    const text = execFileSync('nstat', ['-az', ...names], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line.startsWith('Tcp'))
        .map((line) => [line.split(/\s+/)[0], Number(line.split(/\s+/)[1])]),
    );
  } catch {
    return null;
  }
}

/** Connections waiting in the listen socket's accept queue (ss, Linux), or null. */
export function acceptQueue(port) {
  try {
    const text = execFileSync('ss', ['-ltnH', 'sport', '=', `:${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const line = text.trim().split('\n')[0];
    return line ? Number(line.trim().split(/\s+/)[1]) : null;
  } catch {
    return null;
  }
}
