// Resident memory of a process as the kernel counts it (VmRSS of /proc/<pid>/status), for the memory figures.
import fs from 'node:fs';

export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

export const MB = 1024 * 1024;
