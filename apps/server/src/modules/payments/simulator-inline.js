/*
 * The payment simulator's stand-in for Paystack's inline script (served at
 * /api/payment-simulator/inline.js). It exposes the same classic API the web app calls with real
 * Paystack:
 *
 *   PaystackPop.setup({ key, email, amount, currency, ref, metadata, callback, onClose }).openIframe()
 *
 * and draws a small dialog over the page with Pay, Decline and Close. Pay and Decline settle the
 * transaction on our server first, so the verify call that follows sees the outcome.
 *
 * Plain browser JavaScript with no dependencies and no build step. The CSP allows inline styles but
 * no inline scripts, so every style is set from here and every handler is an addEventListener.
 */
(() => {
  const BASE = '/api/payment-simulator/transactions/';
  const DIALOG_ID = 'payment-simulator-dialog';
  const FONT = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

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

  /** POST .../{ref}/{action}; resolves with the JSON answer, rejects with a message for the person. */
  async function settle(reference, action) {
    let response;
    try {
      response = await fetch(`${BASE}${encodeURIComponent(reference)}/${action}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() },
        body: '{}',
      });
    } catch {
      throw new Error('The payment simulator did not answer. Check your connection and try again.');
    }
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (!response.ok) {
      const message = body && typeof body.message === 'string' && body.message ? body.message : '';
      throw new Error(message || `The payment simulator refused the request (status ${response.status}).`);
    }
    return body || {};
  }

  /** Paystack's callback shape: { reference, status, message, trans, transaction, trxref }. */
  function callbackResponse(reference, status, message, answer) {
    const id = answer && (answer.transaction || answer.id);
    const transaction = id ? String(id) : reference;
    return { reference, status, message, trans: transaction, transaction, trxref: reference };
  }

  // Label above value: an email or a reference is long, and must never break mid-word beside its label.
  function row(list, label, value) {
    const term = make('dt', { margin: '10px 0 0', color: '#5f5a6e', fontSize: '13px' }, label);
    const detail = make(
      'dd',
      { margin: '2px 0 0', color: '#14111f', fontSize: '14px', fontWeight: '600', overflowWrap: 'anywhere' },
      value,
    );
    list.append(term, detail);
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

  function open(options) {
    if (document.getElementById(DIALOG_ID)) return;
    const reference = String(options.ref || '');
    const previousFocus = document.activeElement;
    const previousOverflow = document.body.style.overflow;

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
      maxWidth: '400px',
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
      { margin: '20px 0 4px', fontSize: '28px', fontWeight: '800', color: '#3b1577' },
      `${options.currency || 'NGN'} ${naira.format((Number(options.amount) || 0) / 100)}`,
    );
    const details = make('dl', { margin: '12px 0 0', padding: '2px 0 0', borderTop: '1px solid #ece2ff' });
    row(details, 'Email', String(options.email || ''));
    row(details, 'Reference', reference);

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

    const actions = make('div', { display: 'flex', flexWrap: 'wrap', gap: '10px', marginTop: '20px' });
    const pay = button('Pay', 'pay');
    const decline = button('Decline', 'decline');
    const close = button('Close', 'close');
    actions.append(pay, decline, close);

    dialog.append(title, note, amount, details, error, actions);
    overlay.append(dialog);
    document.body.append(overlay);
    document.body.style.overflow = 'hidden';
    pay.focus();

    let busy = false;
    const buttons = [pay, decline, close];

    function remove() {
      document.removeEventListener('keydown', onKeydown, true);
      overlay.remove();
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function' && document.contains(previousFocus)) {
        previousFocus.focus();
      }
    }

    function setBusy(value, pressed) {
      busy = value;
      dialog.setAttribute('aria-busy', value ? 'true' : 'false');
      for (const each of buttons) {
        each.disabled = value;
        each.style.opacity = value ? '0.6' : '1';
        each.style.cursor = value ? 'not-allowed' : 'pointer';
      }
      pay.textContent = value && pressed === pay ? 'Processing...' : 'Pay';
      decline.textContent = value && pressed === decline ? 'Processing...' : 'Decline';
    }

    function showError(message) {
      error.textContent = message;
      error.style.display = 'block';
    }

    async function finish(action, pressed, status, message) {
      if (busy) return;
      error.style.display = 'none';
      setBusy(true, pressed);
      let answer;
      try {
        answer = await settle(reference, action);
      } catch (caught) {
        setBusy(false);
        showError(caught.message);
        pressed.focus();
        return;
      }
      remove();
      if (typeof options.callback === 'function')
        options.callback(callbackResponse(reference, status, message, answer));
    }

    function cancel() {
      if (busy) return;
      remove();
      if (typeof options.onClose === 'function') options.onClose();
    }

    // Escape closes; Tab and Shift+Tab stay inside the dialog.
    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const usable = buttons.filter((each) => !each.disabled);
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
    pay.addEventListener('click', () => finish('pay', pay, 'success', 'Approved'));
    decline.addEventListener('click', () => finish('decline', decline, 'failed', 'Declined'));
    close.addEventListener('click', cancel);
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
