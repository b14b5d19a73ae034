// Resident memory of a process as the kernel counts it (VmRSS of /proc/<pid>/status), for the memory figures.
import fs from 'node:fs';

export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

export const MB = 1024 * 1024;

/** CPU time (user + system) the process has used, in ms, from /proc/<pid>/stat: a busy machine distorts it far
 * less than requests per second, so it shows what a memory setting costs in work (more collections). */
export function cpuMilliseconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports these in clock ticks of 1/100 s (USER_HZ) on every architecture Node supports.
  return ticks * 10;
}

/** The process's direct children (e.g. the server's vision process), from /proc/<pid>/task/<tid>/children. */
export function childPids(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((tid) =>
    fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}
