// Running ffmpeg and ffprobe: argument arrays (never a shell), a hard timeout, bounded output, and inputs
// locked to local files so a crafted container cannot make ffmpeg open URLs or other files.
import { spawn } from 'node:child_process';

export interface ToolResult {
  stdout: Buffer;
  stderr: string;
}

export interface ToolOptions {
  timeoutMs: number;
  /** Largest stdout kept; more kills the process (a frame as PNG is well under this). */
  maxStdoutBytes?: number;
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

const STDERR_KEPT = 4000;

/**
 * The input arguments for one of our own files: only the file protocol, the demuxer chosen from the sniffed
 * type (so a text playlist renamed .mp4 is never parsed as HLS), and external references disabled.
 */
export function inputArgs(file: string, demuxer: 'mov' | 'matroska'): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${file}`];
}

export function runTool(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: ToolOptions,
): Promise<ToolResult> {
  const maxStdout = options.maxStdoutBytes ?? 64 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let failure: ToolError | null = null;
    const kill = (message: string) => {
      failure ??= new ToolError(message, stderr);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => kill(`${command} timed out after ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxStdout) return kill(`${command} wrote more than ${maxStdout} bytes`);
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolError(`${command} could not start: ${error.message}`, stderr));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      if (code !== 0) return reject(new ToolError(`${command} exited with code ${code}`, stderr));
      resolve({ stdout: Buffer.concat(out), stderr });
    });
  });
}
