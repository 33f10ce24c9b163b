// The rush behind a waiting room (`npm run bench:rush -- --waiting-room`, decision 54): the event's
// room turned on in the database, the buyers taking places over the minute before the on-sale (a
// share of them in the same second), polling the room until their turn, then ordering with their
// pass; afterwards the places' order read back from the database and checked against the lottery.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { browserHeaders } from './checkout-flow.mjs';
import { cpuSeconds } from './process-cpu.mjs';
import { initializeBody, percentile } from './rush-buyers.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The buyers a second the room should let in: half the holds a second the plain rush sustained on
 * the same database (its seats held, over the time until its last hold was answered), so the
 * admitted buyers' orders never queue behind each other as the rush's did.
 */
export function admitRateFrom(figures) {
  const holds = figures.answers.filter((answer) => answer.status === 200);
  const lastHeldMs = Math.max(...holds.map((answer) => answer.sentAt + answer.ms));
  const holdsPerSecond = holds.length > 0 ? holds.length / (lastHeldMs / 1000) : 0;
  const admitPerSecond = Math.min(1000, Math.max(1, Math.floor(holdsPerSecond / 2)));
  return { holds: holds.length, seconds: lastHeldMs / 1000, holdsPerSecond, admitPerSecond };
}

/**
 * Turns the event's room on as the back office would store it (migration 036): the settings on the
 * event's row, nothing else; the servers make the room's state row at its first move.
 */
export async function openWaitingRoom(
  store,
  eventId,
  { onSaleAt, admitPerSecond, passMinutes = 5, queueMinutes = 30 },
) {
  await store.query(
    `update events set waiting_room_on_sale_at = ?, waiting_room_queue_minutes = ?,
     waiting_room_admit_per_second = ?, waiting_room_pass_minutes = ? where id = ?`,
    [onSaleAt.toISOString(), queueMinutes, admitPerSecond, passMinutes, eventId],
  );
}

/** The machine's CPU seconds spent busy so far, all cores (/proc/stat: all but idle and iowait). */
function machineBusySeconds() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ is 100 on Linux
}

/**
 * Where the machine's CPU went from now until `stop()`, in seconds: the servers (`pids()`), the
 * database (`databaseSeconds()`: PostgreSQL's processes), this script (the buyers), and everything
 * else on the machine. The buyers share its cores with the servers, and a busy machine slows both.
 */
export function cpuMeter(pids, databaseSeconds = () => 0) {
  const serversNow = () => Object.values(pids()).reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  const started = {
    at: performance.now(),
    servers: serversNow(),
    database: databaseSeconds(),
    script: process.cpuUsage(),
    machine: machineBusySeconds(),
  };
  return {
    stop() {
      const script = process.cpuUsage(started.script);
      const servers = serversNow() - started.servers;
      const database = databaseSeconds() - started.database;
      const own = (script.user + script.system) / 1e6;
      const machine = machineBusySeconds() - started.machine;
      return {
        seconds: (performance.now() - started.at) / 1000,
        cores: cpus().length,
        servers,
        database,
        script: own,
        rest: Math.max(0, machine - servers - database - own),
      };
    },
  };
}

/** The cookies a server sets (a device's, say) kept in the buyer's cookie header, as a browser keeps them. */
function keepCookies(headers, answer) {
  const set = answer.headers?.['set-cookie'];
  if (!set) return;
  const jar = new Map(headers.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
  for (const line of set) {
    const pair = line.split(';')[0].trim();
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  headers.cookie = [...jar.values()].join('; ');
}

/**
 * Every buyer takes a place (POST …/waiting-room/place) at a random time in the `arrivalMs` before
 * `onSaleAt`, or, a `sameSecondShare` of them, within the second before it; then
 * reads the room (GET …/waiting-room) every 2 s or so, asks for its place again once the room admits
 * and its position is unknown, and again for its pass once `admittedThrough` reaches it, and orders
 * one ticket with the pass. A buyer stops when the room says sold out, or when its order is held
 * or refused; one still waiting at `deadline` counts as unanswered.
 */
export async function queueRush(
  client,
  buyers,
  { eventId, onSaleAt, arrivalMs, sameSecondShare, sameSecondSpreadMs, deadline },
) {
  const figures = {
    places: [],
    states: [],
    /** The same answers, of the requests sent from the on-sale on. */
    placesAfter: [],
    /** Buyers whose first ask for a place left this script before the on-sale: the draw's due. */
    sentBefore: 0,
    statesAfter: [],
    holds: [],
    refusals: [],
    /** Every answer by request, by status (retries included). */
    statuses: { place: {}, state: {}, initialize: {} },
    /** Initialize's answers other than 200, by status and message. */
    refused: {},
    networkErrors: 0,
    outcomes: { held: 0, refused: 0, soldOutInRoom: 0, passLapsed: 0, failed: 0, unanswered: 0 },
    /** When the last buyer was answered, and the last hold, in ms after the on-sale. */
    lastAnswerMs: 0,
    lastHoldMs: null,
  };
  const onSale = onSaleAt.getTime();
  const roomPath = `/api/events/${eventId}/waiting-room`;
  const tally = (into, status) => {
    into[status] = (into[status] ?? 0) + 1;
  };
  /** One request, tried again half a second later after a network error, as a page would. */
  async function send(kind, method, path, headers, body) {
    for (;;) {
      try {
        const answer = await client.request(method, path, headers, body);
        tally(figures.statuses[kind], answer.status);
        return answer;
      } catch {
        figures.networkErrors += 1;
        if (Date.now() > deadline) return null;
        await sleep(500);
      }
    }
  }
  async function takePlace(headers, first = false) {
    const answer = await send('place', 'POST', `${roomPath}/place`, headers, '{}');
    if (!answer) return null;
    if (first && answer.sentAt < onSale) figures.sentBefore += 1;
    figures.places.push(answer.ms);
    if (Date.now() - answer.ms >= onSale) figures.placesAfter.push(answer.ms);
    keepCookies(headers, answer);
    return answer.status === 200 ? JSON.parse(answer.text) : null;
  }

  async function buyer(buyer, arriveAt) {
    const headers = { ...buyer.headers };
    await sleep(arriveAt - Date.now());
    let place = await takePlace(headers, true);
    if (!place) return 'failed';
    let room = place.room;
    let askAt = null;
    while (Date.now() < deadline) {
      if (place.state === 'admitted' && place.pass) {
        const answer = await send(
          'initialize',
          'POST',
          '/api/initialize-transaction',
          headers,
          initializeBody(eventId, buyer.i, { waitingRoomPass: place.pass.token }),
        );
        if (!answer) return 'failed';
        if (answer.status === 200) {
          figures.holds.push(answer.ms);
          figures.lastHoldMs = Math.max(figures.lastHoldMs ?? 0, Date.now() - onSale);
          return 'held';
        }
        const key = `${answer.status} ${messageOf(answer.text)}`.trim();
        figures.refused[key] = (figures.refused[key] ?? 0) + 1;
        if (answer.status === 409) figures.refusals.push(answer.ms);
        return answer.status === 409 ? 'refused' : 'failed';
      }
      if (place.state === 'expired' || place.state === 'used') return 'passLapsed';
      if (room.status === 'soldOut') return 'soldOutInRoom';
      const known = place.position !== null;
      // As the waiting page asks (use-waiting-place.ts): a drawn place the room let in (its lottery
      // key not above the last let in) at once; the others for their numbers at a random moment
      // within 3 ms a place waiting (at most 15 s) of the draw; a numbered place when its turn has come.
      let due = false;
      if (room.status === 'admitting' && known) due = room.admittedThrough >= place.position;
      else if (room.status === 'admitting') {
        const letIn =
          (room.drawn > 0 && room.admittedThrough >= room.drawn) ||
          (room.admittedKey !== null && place.lotteryKey <= room.admittedKey);
        askAt ??= Date.now() + Math.random() * Math.min(15_000, room.waiting * 3);
        due = letIn || Date.now() >= askAt;
      }
      if (due) {
        place = (await takePlace(headers)) ?? place;
        room = place.room;
        askAt = place.position === null ? Date.now() + 1000 : askAt;
        if (place.state !== 'waiting') continue;
      }
      // As the waiting page polls (use-waiting-place.ts): every 3 s and up to 1 s more at random.
      await sleep(3000 + Math.random() * 1000);
      const answer = await send('state', 'GET', roomPath, browserHeaders(headers));
      if (!answer) break;
      figures.states.push(answer.ms);
      if (Date.now() - answer.ms >= onSale) figures.statesAfter.push(answer.ms);
      if (answer.status === 200) room = JSON.parse(answer.text);
    }
    return 'unanswered';
  }

  // A random `sameSecondShare` of the buyers come within the same second before the on-sale (spread
  // over `sameSecondSpreadMs` of it: 0 is one instant), the rest spread over the window.
  const order = buyers.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const together = new Set(order.slice(0, Math.round(buyers.length * sameSecondShare)));
  const started = Date.now();
  await Promise.all(
    buyers.map(async (b, i) => {
      const arriveAt = together.has(i)
        ? onSale - 1000 + Math.random() * sameSecondSpreadMs
        : onSale - arrivalMs + Math.random() * (arrivalMs - 1000);
      const outcome = await buyer(b, arriveAt);
      figures.outcomes[outcome] += 1;
      figures.lastAnswerMs = Math.max(figures.lastAnswerMs, Date.now() - onSale);
    }),
  );
  return { figures, seconds: (Date.now() - started) / 1000 };
}

/** An error answer's message, or its first characters when it is not the API's JSON. */
function messageOf(text) {
  try {
    return JSON.parse(text).message ?? '';
  } catch {
    return text.slice(0, 80);
  }
}

const byKey = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The admission order read back from the database (decision 54): the places taken before the
 * on-sale hold positions 1..n in their lottery keys' order (ties by id); later places follow in the
 * order they came; positions are unique and contiguous up to the room's `placed`; a place is let in
 * (admitted_at) no earlier than the one before it and exactly those up to `admitted_through`; every
 * place taken before the room's last move has a position. Answers the counts and the first mismatch.
 */
export async function admissionOrder(store, eventId, onSaleAt) {
  const places = await store.query(
    `select id, lottery_key, joined_at, position, admitted_at, pass_used_at, expired_at
     from waiting_room_places where event_id = ?`,
    [eventId],
  );
  const [room] = await store.query(
    'select placed, admitted_through, credited_at from waiting_rooms where event_id = ?',
    [eventId],
  );
  const onSale = onSaleAt.getTime();
  const at = (value) => Date.parse(value);
  const counts = {
    places: places.length,
    admitted: places.filter((p) => p.admitted_at !== null).length,
    passesUsed: places.filter((p) => p.pass_used_at !== null).length,
    lapsed: places.filter((p) => p.expired_at !== null).length,
    early: 0,
  };
  const mismatch = (text) => ({ ok: false, counts, mismatch: text });
  if (!room) return mismatch('no waiting_rooms row: the room never moved');
  const numbered = places.filter((p) => p.position !== null).map((p) => ({ ...p, position: Number(p.position) }));
  const lost = places.filter((p) => p.position === null && room.credited_at && at(p.joined_at) < at(room.credited_at));
  if (lost.length > 0)
    return mismatch(`${lost.length} places taken before the room's last move have no position (${lost[0].id})`);
  // (d) positions unique and contiguous, 1..placed.
  numbered.sort((a, b) => a.position - b.position);
  for (const [k, place] of numbered.entries()) {
    if (place.position !== k + 1)
      return mismatch(
        place.position === k ? `position ${k} is given twice (${place.id})` : `position ${k + 1} is missing`,
      );
  }
  if (numbered.length !== Number(room.placed))
    return mismatch(`${numbered.length} places numbered, the room says ${room.placed}`);
  // (a) the draw: the places taken before the on-sale first, in lottery key order, ties by id.
  const early = numbered.filter((p) => at(p.joined_at) < onSale);
  counts.early = early.length;
  const drawn = [...early].sort((a, b) => byKey(a.lottery_key, b.lottery_key) || byKey(a.id, b.id));
  const misplaced = drawn.filter((place, k) => place.position !== k + 1);
  if (misplaced.length > 0) {
    const k = drawn.indexOf(misplaced[0]);
    return mismatch(
      `the lottery's place ${k + 1} (key ${misplaced[0].lottery_key}, joined ${misplaced[0].joined_at}) holds position ` +
        `${misplaced[0].position}; ${misplaced.length} of the ${drawn.length} places taken before the on-sale are out of the lottery's order`,
    );
  }
  // (b) later places after them, in the order they came.
  const late = numbered.slice(early.length);
  for (const [k, place] of late.entries()) {
    if (at(place.joined_at) < onSale)
      return mismatch(`position ${place.position} was taken before the on-sale but is after a later place`);
    const before = late[k - 1];
    if (before && (byKey(before.joined_at, place.joined_at) || byKey(before.id, place.id)) > 0) {
      return mismatch(
        `position ${place.position} (joined ${place.joined_at}) is after position ${before.position} (joined ${before.joined_at})`,
      );
    }
  }
  // (c) let in in position order, exactly those up to admitted_through.
  const through = Number(room.admitted_through);
  for (const [k, place] of numbered.entries()) {
    if ((place.admitted_at !== null) !== place.position <= through) {
      return mismatch(
        `position ${place.position} is ${place.admitted_at ? '' : 'not '}let in, the room has admitted through ${through}`,
      );
    }
    const before = numbered[k - 1];
    if (before?.admitted_at && place.admitted_at && at(place.admitted_at) < at(before.admitted_at)) {
      return mismatch(
        `position ${place.position} was let in (${place.admitted_at}) before position ${before.position} (${before.admitted_at})`,
      );
    }
  }
  return { ok: true, counts, mismatch: null };
}

/** The sum of the 5xx answers of `statuses` ({ status: n }). */
export const fiveHundredsOf = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);

export const WAITING_TABLE_HEAD = [
  '| run | admitPerSecond | held exactly the capacity? | place p50 / p99 ms (answers) | room p50 / p99 ms (answers) | every room answer p50 / p99 ms | initialize 200 / 409 / other | holds p50 / p99 ms | 5xx | network errors | peak RSS per process, MB | run, s (after the on-sale) | lottery order |',
  '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
];

/** One database's waiting-room row, in WAITING_TABLE_HEAD's columns. */
export function waitingRow(label, { figures, seconds, memory }, { admitPerSecond, held, order }) {
  const { statuses } = figures;
  const p = (values) => `${percentile(values, 50)} / ${percentile(values, 99)}`;
  const five = fiveHundredsOf(statuses.place) + fiveHundredsOf(statuses.state) + fiveHundredsOf(statuses.initialize);
  const init = statuses.initialize;
  const other = Object.entries(init)
    .filter(([status]) => !['200', '409'].includes(status))
    .reduce((sum, [, n]) => sum + n, 0);
  const after = figures.lastHoldMs === null ? '' : `; last hold ${(figures.lastHoldMs / 1000).toFixed(1)}`;
  return (
    `| ${label} | ${admitPerSecond} | ${held} | ${p(figures.places)} (${figures.places.length}) ` +
    `| ${p(figures.states)} (${figures.states.length}) | ${p([...figures.places, ...figures.states])} ` +
    `| ${init[200] ?? 0} / ${init[409] ?? 0} / ${other} | ${p(figures.holds)} | ${five} | ${figures.networkErrors} ` +
    `| ${Object.values(memory).join(', ')} | ${seconds.toFixed(1)} (${(figures.lastAnswerMs / 1000).toFixed(1)}${after}) ` +
    `| ${order.ok ? 'ok' : `MISMATCH: ${order.mismatch}`} |`
  );
}
