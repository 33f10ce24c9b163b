import { readFileSync } from 'node:fs';

/**
 * CPU seconds a process has used (user and system), from /proc (Linux; null elsewhere). The
 * load generator shares the machine's cores with the servers, so req/s alone can show the client's
 * limit: the server's CPU per request is what the server itself costs.
 */
export function cpuSeconds(pid) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
