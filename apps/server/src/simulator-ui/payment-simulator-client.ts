/*
 * Browser code, the payment simulator's stand-in for Paystack's inline script (served, bundled, at
 * /api/payment-simulator/inline.js). It exposes the same classic API the web app calls with real
 * Paystack:
 *
 *   PaystackPop.setup({ key, email, amount, currency, ref, metadata, channels, callback, onClose }).openIframe()
 *
 * and draws a dialog over the page offering the payment channels in `channels` (Paystack's names;
 * all four when it is missing), card first:
 * - card: Pay, Decline (with a reason) and Close. Pay and Decline settle the transaction on our
 *   server first, so the verify call that follows sees the outcome; then the callback.
 * - bank_transfer: an account number of the payment's own, the exact amount and a 30-minute
 *   countdown. 'I have sent the money' closes the pop-up with onClose (not the callback): the money
 *   arrives later, by webhook only, as with Paystack.
 * - ussd: the buyer picks their bank and gets a code to dial; 'I have dialled the code' closes it
 *   with onClose, and the money arrives later by webhook.
 * - bank: a bank and account number, then a one-time code (test mode says it): Approve pays at once,
 *   then the callback, like card.
 *
 * The server builds it with its banks, decline reasons and one-time code in `SIMULATOR_DATA`
 * (simulator-routes.ts): the contracts file that holds them also holds Zod schemas, which must not
 * reach a browser bundle.
 */
import type {
  SIMULATOR_BANKS,
  SIMULATOR_DECLINE_REASONS,
  simulatorInFlightSchema,
  simulatorOutcomeSchema,
  simulatorTransferSchema,
  simulatorUssdSchema,
} from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import type { PaymentChannel } from '@storefront/contracts/rules';
import type { z } from 'zod';
import {
  actionButton,
  type Css,
  dialogTitle,
  errorLine,
  FONT,
  fieldLabel,
  MONO,
  make,
  modal,
  style,
  styleControl,
  testModeNote,
} from './dialog.ts';
import { callSimulator } from './simulator-request.ts';

/** What the server writes into the script when it builds it (simulator-routes.ts). */
interface PaymentSimulatorData {
  banks: typeof SIMULATOR_BANKS;
  declineReasons: typeof SIMULATOR_DECLINE_REASONS;
  otp: string;
  transferMinutes: number;
}
declare const SIMULATOR_DATA: PaymentSimulatorData;

/** The options the web app gives `PaystackPop.setup` (Paystack's names; the simulator reads these). */
interface PopupOptions {
  email?: string;
  /** In kobo, as Paystack's are. */
  amount?: number;
  currency?: string;
  ref?: string;
  channels?: unknown;
  callback?: (response: CallbackResponse) => void;
  onClose?: () => void;
}

/** Paystack's callback shape. */
interface CallbackResponse {
  reference: string;
  status: string;
  message: string;
  trans: string;
  transaction: string;
  trxref: string;
}

type Outcome = z.infer<typeof simulatorOutcomeSchema>;
type Transfer = z.infer<typeof simulatorTransferSchema>;
type Ussd = z.infer<typeof simulatorUssdSchema>;
type InFlight = z.infer<typeof simulatorInFlightSchema>;

declare global {
  interface Window {
    PaystackPop: { setup(options?: PopupOptions): { openIframe(): void } };
  }
}

const DATA = SIMULATOR_DATA;
const BASE = '/api/payment-simulator/transactions/';
const DIALOG_ID = 'payment-simulator-dialog';

/** Paystack's channel names, in the order the pop-up shows them, and their tabs' labels. */
const CHANNELS: readonly { id: PaymentChannel; label: string }[] = [
  { id: 'card', label: 'Card' },
  { id: 'bank_transfer', label: 'Bank transfer' },
  { id: 'ussd', label: 'USSD' },
  { id: 'bank', label: 'Bank account' },
];

/** Kobo (Paystack's unit) as the storefront writes money: 'NGN 25,000'. */
const money = (currency: string, kobo: unknown) =>
  formatNaira((Number(kobo) || 0) / 100).replace(/^NGN /, `${currency || 'NGN'} `);

/**
 * POST .../{ref}/{action} with a JSON body; resolves with the JSON answer (and the server's clock,
 * for countdowns), rejects with a message for the person.
 */
async function post<T>(reference: string, action: string, body?: object): Promise<T & { serverTime: number }> {
  const { answer, response } = await callSimulator<T>(
    'The payment simulator',
    `${BASE}${encodeURIComponent(reference)}/${action}`,
    body ?? {},
  );
  const serverTime = Date.parse(response.headers.get('date') ?? '');
  return { ...answer, serverTime: Number.isNaN(serverTime) ? Date.now() : serverTime };
}

function callbackResponse(
  reference: string,
  status: string,
  message: string,
  answer: { transaction?: unknown; id?: unknown },
): CallbackResponse {
  const id = answer.transaction || answer.id;
  const transaction = id ? String(id) : reference;
  return { reference, status, message, trans: transaction, transaction, trxref: reference };
}

// Label above value: an account name or a number is long, and must never break mid-word beside its label.
// Each pair is its own div (a dl may group its pairs so), so two can sit side by side in a grid.
function row(list: HTMLDListElement, label: string, value: string, valueCss: Css = {}) {
  const pair = make('div', { minWidth: '0' });
  const term = make('dt', { margin: '0', color: '#5f5a6e', fontSize: '13px' }, label);
  const detail = make(
    'dd',
    {
      margin: '2px 0 0',
      color: '#14111f',
      fontSize: '14px',
      fontWeight: '600',
      overflowWrap: 'anywhere',
      ...valueCss,
    },
    value,
  );
  pair.append(term, detail);
  list.append(pair);
  return { pair, detail };
}

/** Pay takes a row of its own; the others share one. */
function button(label: string, variant: 'pay' | 'decline' | 'close'): HTMLButtonElement {
  const look = ({ pay: 'primary', decline: 'danger', close: 'secondary' } as const)[variant];
  return actionButton(label, look, { flex: variant === 'pay' ? '1 1 100%' : '1 1 0' });
}

function actionsRow(...buttons: HTMLButtonElement[]) {
  const actions = make('div', { display: 'flex', flexWrap: 'wrap', gap: '10px', marginTop: '20px' });
  actions.append(...buttons);
  return actions;
}

/** A labelled input or select, label above. */
function field(id: string, label: string, control: HTMLInputElement | HTMLSelectElement) {
  const wrapper = make('div', { marginTop: '14px' });
  wrapper.append(fieldLabel(id, label), styleControl(control, id, { marginTop: '4px' }));
  return wrapper;
}

/** The select of decline reasons (test mode: the buyer picks what the bank says). */
function reasonSelect(id: string) {
  const select = document.createElement('select');
  for (const [key, sentence] of Object.entries(DATA.declineReasons)) {
    const option = document.createElement('option');
    option.value = key;
    // 'Declined: insufficient funds' → 'Insufficient funds'.
    const words = sentence.replace(/^Declined:\s*/, '');
    option.textContent = words.charAt(0).toUpperCase() + words.slice(1);
    select.append(option);
  }
  return { select, wrapper: field(id, 'If declined, the reason (test mode)', select) };
}

function hint(text: string) {
  return make('p', { margin: '12px 0 0', color: '#5f5a6e', fontSize: '13px', lineHeight: '1.45' }, text);
}

function offered(channels: unknown) {
  const asked: unknown[] = Array.isArray(channels) ? channels : [];
  const list = CHANNELS.filter((channel) => asked.includes(channel.id));
  // Like Paystack's pop-up given none (or none it knows): every channel.
  return list.length > 0 ? list : CHANNELS;
}

/** One channel's panel: what it shows, what gets the focus first, and what to do when it is chosen. */
interface Panel {
  panel: HTMLDivElement;
  first: HTMLButtonElement | HTMLSelectElement;
  activate(): void | Promise<void>;
  /** True when choosing the tab again should start the panel over (an expired transfer account). */
  stale?: () => boolean;
}

function open(options: PopupOptions) {
  if (document.getElementById(DIALOG_ID)) return;
  const reference = String(options.ref || '');
  const currency = options.currency || 'NGN';
  const previousFocus = document.activeElement;
  const channels = offered(options.channels);
  const cleanups: (() => void)[] = [];
  const box = modal(DIALOG_ID, '440px', () => cancel());
  const { dialog } = box;

  const title = dialogTitle(DIALOG_ID, 'Test payment');
  const note = testModeNote(DIALOG_ID, 'Test mode — no real card is charged', '8px 0 0');
  const amount = make(
    'p',
    { margin: '16px 0 0', fontSize: '26px', fontWeight: '800', color: '#3b1577' },
    money(currency, options.amount),
  );
  const email = make(
    'p',
    { margin: '2px 0 0', color: '#5f5a6e', fontSize: '14px', overflowWrap: 'anywhere' },
    String(options.email || ''),
  );
  const footer = make(
    'p',
    { margin: '18px 0 0', color: '#5f5a6e', fontSize: '12px', overflowWrap: 'anywhere' },
    `Reference ${reference}`,
  );
  const error = errorLine();

  // ---- State shared by the panels: one request at a time, and which controls it disables. ----
  let busy = false;
  /** Every control and when it is usable besides "no request running"; labels to restore. */
  const controls: {
    element: HTMLButtonElement | HTMLInputElement | HTMLSelectElement;
    usable: () => boolean;
    label: string | null;
  }[] = [];
  function control<E extends HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(
    element: E,
    usable: () => boolean = () => true,
  ): E {
    controls.push({ element, usable, label: element.textContent });
    return element;
  }
  function render(pressed?: HTMLElement | null) {
    dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
    for (const each of controls) {
      const disabled = busy || !each.usable();
      each.element.disabled = disabled;
      each.element.style.opacity = disabled ? '0.6' : '1';
      each.element.style.cursor = disabled ? 'not-allowed' : 'pointer';
      if (each.element.tagName === 'BUTTON' && each.label) {
        each.element.textContent = busy && each.element === pressed ? 'Processing...' : each.label;
      }
    }
  }

  /** Runs one request with the dialog busy; on failure shows its message and gives focus back. */
  async function request<T>(
    pressed: HTMLButtonElement | HTMLSelectElement | null,
    action: string,
    body?: object,
  ): Promise<(T & { serverTime: number }) | null> {
    if (busy) return null;
    error.hide();
    busy = true;
    render(pressed);
    try {
      return await post<T>(reference, action, body);
    } catch (caught) {
      error.show((caught as Error).message);
      return null;
    } finally {
      busy = false;
      render();
      if (pressed && document.contains(pressed) && !pressed.disabled && error.shown) pressed.focus();
    }
  }

  function remove() {
    box.close();
    for (const cleanup of cleanups) cleanup();
    if (previousFocus instanceof HTMLElement && document.contains(previousFocus)) previousFocus.focus();
  }

  /** The payment is decided (card, bank): the pop-up goes and the page is told. */
  function finish(status: string, message: string, answer: object) {
    remove();
    if (typeof options.callback === 'function') options.callback(callbackResponse(reference, status, message, answer));
  }

  /** Closed, or the money is on its way (transfer, USSD): onClose, as Paystack's pop-up does. */
  function cancel() {
    if (busy) return;
    remove();
    if (typeof options.onClose === 'function') options.onClose();
  }

  function closeButton() {
    const close = control(button('Close', 'close'));
    close.addEventListener('click', cancel);
    return close;
  }

  // ---- Card: Pay / Decline / Close, as the simulator has always had. ----
  function cardPanel(): Panel {
    const panel = make('div');
    const pay = control(button('Pay', 'pay'));
    const decline = control(button('Decline', 'decline'));
    const reason = reasonSelect(`${DIALOG_ID}-card-reason`);
    control(reason.select);
    panel.append(actionsRow(pay, decline, closeButton()), reason.wrapper);
    pay.addEventListener('click', async () => {
      const answer = await request<Outcome>(pay, 'pay', { channel: 'card' });
      if (answer) finish('success', 'Approved', answer);
    });
    decline.addEventListener('click', async () => {
      const answer = await request<Outcome>(decline, 'decline', { channel: 'card', reason: reason.select.value });
      if (answer) finish('failed', answer.gatewayResponse || 'Declined', answer);
    });
    return { panel, first: pay, activate() {} };
  }

  // ---- Bank transfer: an account of the payment's own, open for 30 minutes. ----
  function transferPanel(): Panel {
    const panel = make('div');
    const list = make('dl', {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: '10px 12px',
      margin: '16px 0 0',
    });
    const accountNumber = row(list, 'Account number', '…', {
      fontFamily: MONO,
      fontSize: '24px',
      letterSpacing: '0.06em',
      color: '#3b1577',
    });
    accountNumber.pair.style.gridColumn = '1 / -1';
    const bankName = row(list, 'Bank', '…').detail;
    const accountName = row(list, 'Account name', '…').detail;
    row(list, 'Amount to send (exactly)', money(currency, options.amount)).pair.style.gridColumn = '1 / -1';
    const countdown = make('p', {
      margin: '14px 0 0',
      padding: '8px 12px',
      borderRadius: '10px',
      background: '#f6f1ff',
      color: '#3b1577',
      fontSize: '14px',
      fontWeight: '600',
    });
    countdown.setAttribute('role', 'timer');
    countdown.textContent = 'Getting an account number...';
    const arrival = hint('Send it from your bank app, then tell us below. Your ticket comes when the money arrives.');
    let expiresAt = 0;
    let ready = false;
    const expired = () => ready && Date.now() >= expiresAt;
    const sent = control(button('I have sent the money', 'pay'), () => ready && !expired());
    panel.append(list, countdown, arrival, actionsRow(sent, closeButton()));

    let ticking = 0;
    function tick() {
      if (!ready) return;
      const left = Math.min(DATA.transferMinutes * 60, Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000)));
      if (left === 0) {
        countdown.textContent = 'This account has expired. Choose bank transfer again for a new one.';
        window.clearInterval(ticking);
        render();
        return;
      }
      const minutes = Math.floor(left / 60);
      const seconds = String(left % 60).padStart(2, '0');
      countdown.textContent = `This account expires in ${minutes}:${seconds}`;
    }
    cleanups.push(() => window.clearInterval(ticking));

    async function activate() {
      ready = false;
      window.clearInterval(ticking);
      countdown.textContent = 'Getting an account number...';
      render();
      const answer = await request<Transfer>(null, 'transfer');
      if (!answer) {
        countdown.textContent = 'No account number: see the message above.';
        return;
      }
      bankName.textContent = answer.bankName;
      accountNumber.detail.textContent = answer.accountNumber;
      accountName.textContent = answer.accountName;
      // Counted on the server's clock when this device's is off (its Date header is whole seconds,
      // so a clock within 2 s is trusted), so a phone set to the wrong time still shows the time left.
      const skew = answer.serverTime - Date.now();
      expiresAt = Date.parse(answer.expiresAt) - (Math.abs(skew) > 2000 ? skew : 0);
      ready = true;
      tick();
      ticking = window.setInterval(tick, 1000);
      render();
    }
    sent.addEventListener('click', async () => {
      if (await request<InFlight>(sent, 'transfer-sent')) cancel();
    });
    return { panel, first: sent, activate, stale: () => !ready || expired() };
  }

  // ---- USSD: the buyer's bank, then a code to dial for this payment. ----
  function ussdPanel(): Panel {
    const panel = make('div');
    const bankSelect = document.createElement('select');
    const prompt = document.createElement('option');
    prompt.value = '';
    prompt.textContent = 'Choose your bank';
    bankSelect.append(prompt);
    for (const bank of DATA.banks) {
      const option = document.createElement('option');
      option.value = bank.id;
      option.textContent = `${bank.name} (*${bank.ussd}#)`;
      bankSelect.append(option);
    }
    control(bankSelect);
    const code = make('div', {
      display: 'none',
      margin: '14px 0 0',
      padding: '12px',
      borderRadius: '12px',
      background: '#f6f1ff',
      border: '1px solid #d8c4ff',
    });
    // Read out when it appears: the code is what the buyer chose the bank for.
    code.setAttribute('aria-live', 'polite');
    const dialLabel = make('p', { margin: '0', fontSize: '13px', color: '#5f5a6e' });
    const dialCode = make('p', {
      margin: '4px 0 0',
      fontFamily: MONO,
      fontSize: '24px',
      fontWeight: '700',
      color: '#3b1577',
      overflowWrap: 'anywhere',
    });
    const dialNote = make('p', { margin: '6px 0 0', fontSize: '13px', color: '#5f5a6e' });
    code.append(dialLabel, dialCode, dialNote);
    let shown = false;
    const dialled = control(button('I have dialled the code', 'pay'), () => shown);
    panel.append(field(`${DIALOG_ID}-ussd-bank`, 'Your bank', bankSelect), code, actionsRow(dialled, closeButton()));

    bankSelect.addEventListener('change', async () => {
      shown = false;
      code.style.display = 'none';
      render();
      if (!bankSelect.value) return;
      const answer = await request<Ussd>(bankSelect, 'ussd', { bank: bankSelect.value });
      if (!answer) return;
      dialLabel.textContent = `Dial this code on the phone number your ${answer.bankName} account uses:`;
      dialCode.textContent = answer.dialCode;
      dialNote.textContent = `It pays ${money(currency, answer.amount)} to this order. The money arrives shortly after.`;
      code.style.display = 'block';
      shown = true;
      render();
      bankSelect.focus();
    });
    dialled.addEventListener('click', async () => {
      if (await request<InFlight>(dialled, 'ussd-dialled')) cancel();
    });
    return { panel, first: bankSelect, activate() {} };
  }

  // ---- Pay with bank: a bank and account number, then the bank's one-time code. ----
  function bankPanel(): Panel {
    const panel = make('div');
    const accountStep = make('div');
    const bankSelect = document.createElement('select');
    for (const bank of DATA.banks) {
      const option = document.createElement('option');
      option.value = bank.id;
      option.textContent = bank.name;
      bankSelect.append(option);
    }
    control(bankSelect);
    const account = document.createElement('input');
    account.inputMode = 'numeric';
    account.autocomplete = 'off';
    account.maxLength = 10;
    account.setAttribute('aria-describedby', `${DIALOG_ID}-account-hint`);
    control(account);
    const accountHint = hint('The 10-digit account number (NUBAN) of the account to pay from.');
    accountHint.id = `${DIALOG_ID}-account-hint`;
    const next = control(button('Continue', 'pay'));
    accountStep.append(
      field(`${DIALOG_ID}-bank`, 'Your bank', bankSelect),
      field(`${DIALOG_ID}-account`, 'Account number', account),
      accountHint,
      actionsRow(next, closeButton()),
    );

    const approveStep = make('div', { display: 'none' });
    const sentTo = hint('');
    const otp = document.createElement('input');
    otp.inputMode = 'numeric';
    otp.autocomplete = 'one-time-code';
    otp.maxLength = 6;
    control(otp);
    const approve = control(button('Approve', 'pay'));
    const decline = control(button('Decline', 'decline'));
    const reason = reasonSelect(`${DIALOG_ID}-bank-reason`);
    control(reason.select);
    approveStep.append(
      sentTo,
      field(`${DIALOG_ID}-otp`, 'One-time code', otp),
      actionsRow(approve, decline, closeButton()),
      reason.wrapper,
    );
    panel.append(accountStep, approveStep);

    next.addEventListener('click', () => {
      error.hide();
      const digits = account.value.replace(/\s+/g, '');
      if (!/^\d{10}$/.test(digits)) {
        account.setAttribute('aria-invalid', 'true');
        error.show('Enter the 10-digit account number.');
        account.focus();
        return;
      }
      account.removeAttribute('aria-invalid');
      const bank = DATA.banks.find((each) => each.id === bankSelect.value) ?? DATA.banks[0];
      sentTo.textContent = `${bank.name} sent a one-time code to the phone number on account ${digits}. Test mode: the code is ${DATA.otp}.`;
      accountStep.style.display = 'none';
      approveStep.style.display = 'block';
      otp.focus();
    });
    approve.addEventListener('click', async () => {
      error.hide();
      if (otp.value.trim() !== DATA.otp) {
        otp.setAttribute('aria-invalid', 'true');
        error.show(`That code is not right. In test mode the code is ${DATA.otp}.`);
        otp.focus();
        return;
      }
      otp.removeAttribute('aria-invalid');
      const answer = await request<Outcome>(approve, 'pay', { channel: 'bank' });
      if (answer) finish('success', 'Approved', answer);
    });
    decline.addEventListener('click', async () => {
      const answer = await request<Outcome>(decline, 'decline', { channel: 'bank', reason: reason.select.value });
      if (answer) finish('failed', answer.gatewayResponse || 'Declined', answer);
    });
    return { panel, first: bankSelect, activate() {} };
  }

  // ---- The channel tabs (one panel shown at a time; arrow keys move between tabs). ----
  const builders: Record<PaymentChannel, () => Panel> = {
    card: cardPanel,
    bank_transfer: transferPanel,
    ussd: ussdPanel,
    bank: bankPanel,
  };
  const tablist = make('div', {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '8px',
    marginTop: '18px',
  });
  tablist.setAttribute('role', 'tablist');
  tablist.setAttribute('aria-label', 'Payment channel');
  const panels = channels.map((channel) => {
    const built = builders[channel.id]();
    const tab = make(
      'button',
      { minHeight: '44px', padding: '8px 10px', borderRadius: '12px', font: `600 14px ${FONT}`, cursor: 'pointer' },
      channel.label,
    );
    tab.type = 'button';
    tab.id = `${DIALOG_ID}-tab-${channel.id}`;
    tab.setAttribute('role', 'tab');
    built.panel.id = `${DIALOG_ID}-panel-${channel.id}`;
    built.panel.setAttribute('role', 'tabpanel');
    built.panel.setAttribute('aria-labelledby', tab.id);
    tab.setAttribute('aria-controls', built.panel.id);
    // Not disabled while a request runs (the focus would fall out of the dialog): select() waits instead.
    tablist.append(tab);
    return { channel, tab, ...built };
  });
  type Tab = (typeof panels)[number];
  for (const each of panels) each.tab.addEventListener('click', () => select(each));

  let selected: Tab | null = null;
  function select(each: Tab) {
    if (busy) return;
    if (selected === each) {
      // The chosen tab again: only a panel that needs it starts over (an expired transfer account).
      if (each.stale?.()) void each.activate();
      return;
    }
    selected = each;
    error.hide();
    for (const other of panels) {
      const on = other === each;
      other.tab.setAttribute('aria-selected', on ? 'true' : 'false');
      // Roving tabindex: Tab reaches the chosen tab; the arrow keys reach the others.
      other.tab.tabIndex = on ? 0 : -1;
      style(
        other.tab,
        on
          ? { background: '#6d28d9', color: '#ffffff', border: '1px solid #6d28d9' }
          : { background: '#ffffff', color: '#3b1577', border: '1px solid #d8c4ff' },
      );
      other.panel.style.display = on ? 'block' : 'none';
    }
    void each.activate();
  }

  const arrowSteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  tablist.addEventListener('keydown', (event) => {
    const at = panels.findIndex((each) => each.tab === document.activeElement);
    if (at === -1) return;
    let to: number | null = null;
    const step = arrowSteps[event.key];
    if (step !== undefined) to = (at + step + panels.length) % panels.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = panels.length - 1;
    if (to === null) return;
    event.preventDefault();
    panels[to]?.tab.focus();
  });

  const [start] = panels;
  if (!start) return;
  dialog.append(title, note, amount, email);
  // One channel: no tabs to choose from, only its panel.
  if (panels.length > 1) dialog.append(tablist);
  dialog.append(error.element, ...panels.map((each) => each.panel), footer);
  box.show();
  select(start);
  render();
  // Card first: Pay has the focus, as it always had. Another first channel: its tab, or its first control.
  const firstFocus = start.channel.id === 'card' || panels.length === 1 ? start.first : start.tab;
  if (!firstFocus.disabled) firstFocus.focus();
  else dialog.focus();
}

window.PaystackPop = {
  setup(options) {
    return {
      openIframe() {
        open(options ?? {});
      },
    };
  },
};
