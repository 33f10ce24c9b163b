/*
 * The payment simulator's stand-in for Paystack's inline script (served at
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
 * Plain browser JavaScript with no dependencies and no build step. The CSP allows inline styles but
 * no inline scripts, so every style is set from here and every handler is an addEventListener. The
 * server writes its banks, decline reasons and one-time code into the slot below when it serves it.
 */
(() => {
  const DATA = /* SIMULATOR_DATA */ null;
  const BASE = '/api/payment-simulator/transactions/';
  const DIALOG_ID = 'payment-simulator-dialog';
  const FONT = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

  /** Paystack's channel names, in the order the pop-up shows them, and their tabs' labels. */
  const CHANNELS = [
    { id: 'card', label: 'Card' },
    { id: 'bank_transfer', label: 'Bank transfer' },
    { id: 'ussd', label: 'USSD' },
    { id: 'bank', label: 'Bank account' },
  ];

  const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

  /**
   * The double-submit CSRF token the server set (every POST under /api must echo it). In production
   * (a demo there may still run the simulator) it is named `__Host-XSRF-TOKEN`, which wins.
   */
  function xsrfToken() {
    const cookie = (name) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie);
    const match = cookie('__Host-XSRF-TOKEN') || cookie('XSRF-TOKEN');
    return match ? decodeURIComponent(match[1]) : '';
  }

  function style(element, css) {
    for (const key of Object.keys(css)) element.style[key] = css[key];
    return element;
  }

  function make(tag, css, text) {
    const element = style(document.createElement(tag), css || {});
    if (text !== undefined) element.textContent = text;
    return element;
  }

  /**
   * POST .../{ref}/{action} with a JSON body; resolves with the JSON answer (and the server's clock,
   * for countdowns), rejects with a message for the person.
   */
  async function post(reference, action, body) {
    let response;
    try {
      response = await fetch(`${BASE}${encodeURIComponent(reference)}/${action}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() },
        body: JSON.stringify(body || {}),
      });
    } catch {
      throw new Error('The payment simulator did not answer. Check your connection and try again.');
    }
    let answer = null;
    try {
      answer = await response.json();
    } catch {
      answer = null;
    }
    if (!response.ok) {
      const message = answer && typeof answer.message === 'string' && answer.message ? answer.message : '';
      throw new Error(message || `The payment simulator refused the request (status ${response.status}).`);
    }
    const serverTime = Date.parse(response.headers.get('date') || '');
    return { ...(answer || {}), serverTime: Number.isNaN(serverTime) ? Date.now() : serverTime };
  }

  /** Paystack's callback shape: { reference, status, message, trans, transaction, trxref }. */
  function callbackResponse(reference, status, message, answer) {
    const id = answer && (answer.transaction || answer.id);
    const transaction = id ? String(id) : reference;
    return { reference, status, message, trans: transaction, transaction, trxref: reference };
  }

  const money = (currency, kobo) => `${currency || 'NGN'} ${naira.format((Number(kobo) || 0) / 100)}`;

  // Label above value: an account name or a number is long, and must never break mid-word beside its label.
  // Each pair is its own div (a dl may group its pairs so), so two can sit side by side in a grid.
  function row(list, label, value, valueCss) {
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
        ...(valueCss || {}),
      },
      value,
    );
    pair.append(term, detail);
    list.append(pair);
    return { pair, detail };
  }

  function button(label, variant) {
    const colors = {
      pay: { background: '#6d28d9', color: '#ffffff', border: '1px solid #6d28d9' },
      decline: { background: '#ffffff', color: '#b42318', border: '1px solid #e3b4ae' },
      close: { background: '#ffffff', color: '#5b21b6', border: '1px solid #d8c4ff' },
    }[variant];
    const element = make(
      'button',
      {
        minHeight: '44px',
        padding: '10px 16px',
        borderRadius: '12px',
        font: `600 15px ${FONT}`,
        cursor: 'pointer',
        flex: variant === 'pay' ? '1 1 100%' : '1 1 0',
        ...colors,
      },
      label,
    );
    element.type = 'button';
    return element;
  }

  function actionsRow(...buttons) {
    const actions = make('div', { display: 'flex', flexWrap: 'wrap', gap: '10px', marginTop: '20px' });
    actions.append(...buttons);
    return actions;
  }

  const fieldCss = {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '44px',
    marginTop: '4px',
    padding: '10px 12px',
    border: '1px solid #b9a7dc',
    borderRadius: '10px',
    background: '#ffffff',
    color: '#14111f',
    font: `500 16px ${FONT}`,
  };

  /** A labelled input or select (16 px text, so phones do not zoom in on focus). */
  function field(id, label, control) {
    const wrapper = make('div', { marginTop: '14px' });
    const text = make('label', { display: 'block', fontSize: '14px', fontWeight: '600', color: '#14111f' }, label);
    text.htmlFor = id;
    control.id = id;
    style(control, fieldCss);
    wrapper.append(text, control);
    return wrapper;
  }

  /** The select of decline reasons (test mode: the buyer picks what the bank says). */
  function reasonSelect(id) {
    const select = document.createElement('select');
    for (const key of Object.keys(DATA.declineReasons)) {
      const option = document.createElement('option');
      option.value = key;
      // 'Declined: insufficient funds' → 'Insufficient funds'.
      const words = DATA.declineReasons[key].replace(/^Declined:\s*/, '');
      option.textContent = words.charAt(0).toUpperCase() + words.slice(1);
      select.append(option);
    }
    return { select, wrapper: field(id, 'If declined, the reason (test mode)', select) };
  }

  function hint(text) {
    return make('p', { margin: '12px 0 0', color: '#5f5a6e', fontSize: '13px', lineHeight: '1.45' }, text);
  }

  function offered(channels) {
    const asked = Array.isArray(channels) ? channels : [];
    const list = CHANNELS.filter((channel) => asked.includes(channel.id));
    // Like Paystack's pop-up given none (or none it knows): every channel.
    return list.length > 0 ? list : CHANNELS;
  }

  function open(options) {
    if (document.getElementById(DIALOG_ID)) return;
    const reference = String(options.ref || '');
    const currency = options.currency || 'NGN';
    const previousFocus = document.activeElement;
    const previousOverflow = document.body.style.overflow;
    const channels = offered(options.channels);
    const cleanups = [];

    const overlay = make('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      background: 'rgba(20, 17, 31, 0.55)',
      fontFamily: FONT,
    });
    overlay.id = DIALOG_ID;

    const dialog = make('div', {
      width: '100%',
      maxWidth: '440px',
      maxHeight: '100%',
      overflowY: 'auto',
      boxSizing: 'border-box',
      background: '#ffffff',
      borderRadius: '18px',
      boxShadow: '0 24px 60px rgba(30, 11, 59, 0.35)',
      padding: '24px',
      color: '#14111f',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${DIALOG_ID}-title`);
    dialog.setAttribute('aria-describedby', `${DIALOG_ID}-note`);
    dialog.tabIndex = -1;

    const title = make('h2', { margin: '0', fontSize: '20px', fontWeight: '800' }, 'Test payment');
    title.id = `${DIALOG_ID}-title`;
    const note = make(
      'p',
      {
        margin: '8px 0 0',
        padding: '8px 12px',
        borderRadius: '10px',
        background: '#fff7e6',
        border: '1px solid #f5c56b',
        color: '#7a3306',
        fontSize: '13px',
        fontWeight: '600',
      },
      'Test mode — no real card is charged',
    );
    note.id = `${DIALOG_ID}-note`;

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

    const error = make('p', {
      display: 'none',
      margin: '16px 0 0',
      padding: '10px 12px',
      borderRadius: '10px',
      background: '#fef3f2',
      border: '1px solid #f3c7c2',
      color: '#b42318',
      fontSize: '14px',
    });
    error.setAttribute('role', 'alert');

    // ---- State shared by the panels: one request at a time, and which controls it disables. ----
    let busy = false;
    /** Every control and when it is usable besides "no request running"; labels to restore. */
    const controls = [];
    function control(element, usable) {
      controls.push({ element, usable: usable || (() => true), label: element.textContent });
      return element;
    }
    function render(pressed) {
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
    function showError(message) {
      error.textContent = message;
      error.style.display = 'block';
    }
    function hideError() {
      error.style.display = 'none';
    }

    /** Runs one request with the dialog busy; on failure shows its message and gives focus back. */
    async function request(pressed, action, body) {
      if (busy) return null;
      hideError();
      busy = true;
      render(pressed);
      try {
        return await post(reference, action, body);
      } catch (caught) {
        showError(caught.message);
        return null;
      } finally {
        busy = false;
        render();
        if (pressed && document.contains(pressed) && !pressed.disabled && error.style.display === 'block') {
          pressed.focus();
        }
      }
    }

    function remove() {
      document.removeEventListener('keydown', onKeydown, true);
      for (const cleanup of cleanups) cleanup();
      overlay.remove();
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function' && document.contains(previousFocus)) {
        previousFocus.focus();
      }
    }

    /** The payment is decided (card, bank): the pop-up goes and the page is told. */
    function finish(status, message, answer) {
      remove();
      if (typeof options.callback === 'function')
        options.callback(callbackResponse(reference, status, message, answer));
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
    function cardPanel() {
      const panel = make('div');
      const pay = control(button('Pay', 'pay'));
      const decline = control(button('Decline', 'decline'));
      const reason = reasonSelect(`${DIALOG_ID}-card-reason`);
      control(reason.select);
      panel.append(actionsRow(pay, decline, closeButton()), reason.wrapper);
      pay.addEventListener('click', async () => {
        const answer = await request(pay, 'pay', { channel: 'card' });
        if (answer) finish('success', 'Approved', answer);
      });
      decline.addEventListener('click', async () => {
        const answer = await request(decline, 'decline', { channel: 'card', reason: reason.select.value });
        if (answer) finish('failed', answer.gatewayResponse || 'Declined', answer);
      });
      return { panel, first: pay, activate() {} };
    }

    // ---- Bank transfer: an account of the payment's own, open for 30 minutes. ----
    function transferPanel() {
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
        const answer = await request(null, 'transfer');
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
        if (await request(sent, 'transfer-sent')) cancel();
      });
      return { panel, first: sent, activate, stale: () => !ready || expired() };
    }

    // ---- USSD: the buyer's bank, then a code to dial for this payment. ----
    function ussdPanel() {
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
        const answer = await request(bankSelect, 'ussd', { bank: bankSelect.value });
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
        if (await request(dialled, 'ussd-dialled')) cancel();
      });
      return { panel, first: bankSelect, activate() {} };
    }

    // ---- Pay with bank: a bank and account number, then the bank's one-time code. ----
    function bankPanel() {
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
        hideError();
        const digits = account.value.replace(/\s+/g, '');
        if (!/^\d{10}$/.test(digits)) {
          account.setAttribute('aria-invalid', 'true');
          showError('Enter the 10-digit account number.');
          account.focus();
          return;
        }
        account.removeAttribute('aria-invalid');
        const bank = DATA.banks.find((each) => each.id === bankSelect.value) || DATA.banks[0];
        sentTo.textContent = `${bank.name} sent a one-time code to the phone number on account ${digits}. Test mode: the code is ${DATA.otp}.`;
        accountStep.style.display = 'none';
        approveStep.style.display = 'block';
        otp.focus();
      });
      approve.addEventListener('click', async () => {
        hideError();
        if (otp.value.trim() !== DATA.otp) {
          otp.setAttribute('aria-invalid', 'true');
          showError(`That code is not right. In test mode the code is ${DATA.otp}.`);
          otp.focus();
          return;
        }
        otp.removeAttribute('aria-invalid');
        const answer = await request(approve, 'pay', { channel: 'bank' });
        if (answer) finish('success', 'Approved', answer);
      });
      decline.addEventListener('click', async () => {
        const answer = await request(decline, 'decline', { channel: 'bank', reason: reason.select.value });
        if (answer) finish('failed', answer.gatewayResponse || 'Declined', answer);
      });
      return { panel, first: bankSelect, activate() {} };
    }

    // ---- The channel tabs (one panel shown at a time; arrow keys move between tabs). ----
    const builders = { card: cardPanel, bank_transfer: transferPanel, ussd: ussdPanel, bank: bankPanel };
    const panels = channels.map((channel) => ({ channel, ...builders[channel.id]() }));
    const tablist = make('div', {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: '8px',
      marginTop: '18px',
    });
    tablist.setAttribute('role', 'tablist');
    tablist.setAttribute('aria-label', 'Payment channel');
    let selected = null;
    for (const each of panels) {
      const tab = make(
        'button',
        {
          minHeight: '44px',
          padding: '8px 10px',
          borderRadius: '12px',
          font: `600 14px ${FONT}`,
          cursor: 'pointer',
        },
        each.channel.label,
      );
      tab.type = 'button';
      tab.id = `${DIALOG_ID}-tab-${each.channel.id}`;
      tab.setAttribute('role', 'tab');
      each.panel.id = `${DIALOG_ID}-panel-${each.channel.id}`;
      each.panel.setAttribute('role', 'tabpanel');
      each.panel.setAttribute('aria-labelledby', tab.id);
      tab.setAttribute('aria-controls', each.panel.id);
      tab.addEventListener('click', () => select(each));
      each.tab = tab;
      // Not disabled while a request runs (the focus would fall out of the dialog): select() waits instead.
      tablist.append(tab);
    }

    function select(each) {
      if (busy) return;
      if (selected === each) {
        // The chosen tab again: only a panel that needs it starts over (an expired transfer account).
        if (each.stale?.()) void each.activate();
        return;
      }
      selected = each;
      hideError();
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

    tablist.addEventListener('keydown', (event) => {
      const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      const at = panels.findIndex((each) => each.tab === document.activeElement);
      if (at === -1) return;
      let to = null;
      if (event.key in keys) to = (at + keys[event.key] + panels.length) % panels.length;
      else if (event.key === 'Home') to = 0;
      else if (event.key === 'End') to = panels.length - 1;
      if (to === null) return;
      event.preventDefault();
      panels[to].tab.focus();
    });

    dialog.append(title, note, amount, email);
    // One channel: no tabs to choose from, only its panel.
    if (panels.length > 1) dialog.append(tablist);
    dialog.append(error, ...panels.map((each) => each.panel), footer);
    overlay.append(dialog);
    document.body.append(overlay);
    document.body.style.overflow = 'hidden';
    select(panels[0]);
    render();
    // Card first: Pay has the focus, as it always had. Another first channel: its tab, or its first control.
    const firstFocus = panels[0].channel.id === 'card' || panels.length === 1 ? panels[0].first : panels[0].tab;
    if (firstFocus && !firstFocus.disabled) firstFocus.focus();
    else dialog.focus();

    // Escape closes; Tab and Shift+Tab stay inside the dialog.
    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const usable = Array.from(dialog.querySelectorAll('button, input, select')).filter(
        (each) => !each.disabled && each.tabIndex >= 0 && each.getClientRects().length > 0,
      );
      if (usable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = usable[0];
      const last = usable[usable.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeydown, true);
  }

  window.PaystackPop = {
    setup(options) {
      return {
        openIframe() {
          open(options || {});
        },
      };
    },
  };
})();
