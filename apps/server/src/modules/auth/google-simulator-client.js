/*
 * The Google sign-in simulator's stand-in for Google Identity Services (served at
 * /api/google-simulator/client.js). It exposes the part of `google.accounts.id` the web app calls
 * with real Google:
 *
 *   google.accounts.id.initialize({ client_id, callback })
 *   google.accounts.id.renderButton(parent, { text, width })
 *
 * Its button opens a small dialog, marked 'Test mode', to choose a test identity or type another
 * email; the server signs an ID token for that person (POST /api/google-simulator/token), and the
 * callback gets it as Google's would: `{ credential, select_by }`. The web app then signs in with
 * it through POST /api/google-login, exactly as with Google.
 *
 * Plain browser JavaScript with no dependencies and no build step. The CSP allows inline styles but
 * no inline scripts, so every style is set from here and every handler is an addEventListener.
 */
(() => {
  const BASE = '/api/google-simulator';
  const DIALOG_ID = 'google-simulator-dialog';
  const FONT = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  const EMAIL = /^\S+@\S+\.\S+$/;

  let settings = null;

  /** The double-submit CSRF token the server set (every POST under /api must echo it). */
  function xsrfToken() {
    const cookie = (name) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie);
    const match = cookie('__Host-XSRF-TOKEN') || cookie('XSRF-TOKEN');
    return match ? decodeURIComponent(match[1]) : '';
  }

  function make(tag, css, text) {
    const element = document.createElement(tag);
    for (const key of Object.keys(css || {})) element.style[key] = css[key];
    if (text !== undefined) element.textContent = text;
    return element;
  }

  /** Calls the simulator; resolves with the JSON answer, rejects with a sentence for the person. */
  async function call(path, body) {
    let response;
    try {
      response = await fetch(`${BASE}${path}`, {
        method: body ? 'POST' : 'GET',
        credentials: 'same-origin',
        headers: body
          ? { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrfToken() }
          : { accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new Error('The Google sign-in simulator did not answer. Check your connection and try again.');
    }
    let answer = null;
    try {
      answer = await response.json();
    } catch {
      answer = null;
    }
    if (!response.ok) {
      const message = answer && typeof answer.message === 'string' ? answer.message : '';
      throw new Error(message || `The Google sign-in simulator refused the request (status ${response.status}).`);
    }
    return answer || {};
  }

  /** Google's four-colour G, drawn with the DOM (no inline markup strings). */
  function googleMark(size) {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 48 48');
    svg.setAttribute('width', String(size));
    svg.setAttribute('height', String(size));
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const paths = [
      [
        '#EA4335',
        'M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z',
      ],
      [
        '#4285F4',
        'M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z',
      ],
      [
        '#FBBC05',
        'M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z',
      ],
      [
        '#34A853',
        'M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z',
      ],
    ];
    for (const [fill, d] of paths) {
      const path = document.createElementNS(ns, 'path');
      path.setAttribute('fill', fill);
      path.setAttribute('d', d);
      svg.append(path);
    }
    return svg;
  }

  const baseButton = {
    minHeight: '44px',
    boxSizing: 'border-box',
    borderRadius: '12px',
    font: `600 15px ${FONT}`,
    cursor: 'pointer',
  };

  function textButton(label, primary) {
    const element = make(
      'button',
      {
        ...baseButton,
        padding: '10px 16px',
        background: primary ? '#6d28d9' : '#ffffff',
        color: primary ? '#ffffff' : '#5b21b6',
        border: primary ? '1px solid #6d28d9' : '1px solid #d8c4ff',
      },
      label,
    );
    element.type = 'button';
    return element;
  }

  function field(labelText, type, autocomplete) {
    const id = `${DIALOG_ID}-${labelText.toLowerCase().replace(/\W+/g, '-')}`;
    const label = make(
      'label',
      { display: 'block', margin: '12px 0 4px', fontSize: '14px', fontWeight: '600' },
      labelText,
    );
    label.htmlFor = id;
    const input = make('input', {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      minHeight: '44px',
      padding: '10px 12px',
      border: '1px solid #8a839f',
      borderRadius: '12px',
      font: `400 16px ${FONT}`,
      color: '#14111f',
    });
    input.id = id;
    input.type = type;
    input.autocomplete = autocomplete;
    return { label, input };
  }

  function open(button) {
    if (document.getElementById(DIALOG_ID)) return;
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

    const heading = make('div', { display: 'flex', alignItems: 'center', gap: '10px' });
    const title = make('h2', { margin: '0', fontSize: '20px', fontWeight: '800' }, 'Sign in with Google');
    title.id = `${DIALOG_ID}-title`;
    heading.append(googleMark(24), title);

    const note = make(
      'p',
      {
        margin: '12px 0 0',
        padding: '8px 12px',
        borderRadius: '10px',
        background: '#fff7e6',
        border: '1px solid #f5c56b',
        color: '#7a3306',
        fontSize: '13px',
        fontWeight: '600',
      },
      'Test mode — simulated Google accounts; nothing is sent to Google',
    );
    note.id = `${DIALOG_ID}-note`;

    const lead = make('p', { margin: '16px 0 8px', fontSize: '14px', color: '#5f5a6e' }, 'Choose an account');
    const list = make('ul', { listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '8px' });
    list.setAttribute('aria-label', 'Test accounts');
    const loading = make('li', { fontSize: '14px', color: '#5f5a6e', padding: '12px 0' }, 'Loading test accounts...');
    list.append(loading);

    const other = textButton('Use another email', false);
    other.style.width = '100%';
    other.style.marginTop = '8px';
    other.setAttribute('aria-expanded', 'false');

    const form = make('form', { display: 'none', margin: '4px 0 0' });
    form.noValidate = true;
    const email = field('Email', 'email', 'email');
    const name = field('Name (optional)', 'text', 'name');
    const formError = make('p', { display: 'none', margin: '6px 0 0', color: '#b42318', fontSize: '14px' });
    formError.id = `${DIALOG_ID}-email-error`;
    const submit = textButton('Continue', true);
    submit.type = 'submit';
    submit.style.width = '100%';
    submit.style.marginTop = '12px';
    form.append(email.label, email.input, formError, name.label, name.input, submit);

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

    // Announces the sign-in while the token is made (the buttons are disabled meanwhile).
    const status = make('p', { margin: '12px 0 0', fontSize: '14px', fontWeight: '600', color: '#5b21b6' });
    status.setAttribute('role', 'status');

    const cancel = textButton('Cancel', false);
    cancel.style.marginTop = '16px';
    cancel.style.width = '100%';

    dialog.append(heading, note, lead, list, other, form, status, error, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    document.body.style.overflow = 'hidden';
    dialog.focus();

    let busy = false;

    function focusables() {
      return Array.from(dialog.querySelectorAll('button, input')).filter(
        (element) => !element.disabled && element.offsetParent !== null,
      );
    }

    function remove() {
      document.removeEventListener('keydown', onKeydown, true);
      overlay.remove();
      document.body.style.overflow = previousOverflow;
      if (document.contains(button)) button.focus();
    }

    function setBusy(value, message) {
      busy = value;
      dialog.setAttribute('aria-busy', value ? 'true' : 'false');
      for (const each of dialog.querySelectorAll('button, input')) each.disabled = value;
      status.textContent = value ? message : '';
    }

    function showError(message) {
      error.textContent = message;
      error.style.display = message ? 'block' : 'none';
    }

    async function choose(person, pressed) {
      if (busy) return;
      showError('');
      setBusy(true, `Signing in as ${person.email}...`);
      let answer;
      try {
        answer = await call('/token', person);
      } catch (caught) {
        setBusy(false);
        showError(caught.message);
        pressed.focus();
        return;
      }
      remove();
      if (settings && typeof settings.callback === 'function') {
        settings.callback({ credential: answer.credential, select_by: 'btn', clientId: settings.client_id });
      }
    }

    function identityButton(person) {
      const item = make('li');
      const choice = make('button', {
        ...baseButton,
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: '12px',
        padding: '8px 12px',
        background: '#ffffff',
        border: '1px solid #ece2ff',
        textAlign: 'left',
        color: '#14111f',
      });
      choice.type = 'button';
      const avatar = make(
        'span',
        {
          flex: '0 0 36px',
          height: '36px',
          borderRadius: '999px',
          display: 'grid',
          placeItems: 'center',
          background: '#f5f0ff',
          color: '#5b21b6',
          fontWeight: '800',
        },
        person.name.charAt(0),
      );
      avatar.setAttribute('aria-hidden', 'true');
      const words = make('span', { display: 'grid' });
      words.append(
        make('span', { fontWeight: '700', fontSize: '15px' }, person.name),
        make('span', { fontWeight: '400', fontSize: '13px', color: '#5f5a6e', overflowWrap: 'anywhere' }, person.email),
      );
      choice.append(avatar, words);
      choice.addEventListener('click', () => choose({ email: person.email, name: person.name }, choice));
      item.append(choice);
      return item;
    }

    call('/identities').then(
      (answer) => {
        loading.remove();
        for (const person of answer.identities || []) list.append(identityButton(person));
        // Focus the first account, unless the person has already moved on inside the dialog.
        const first = list.querySelector('button');
        if (first && (document.activeElement === dialog || !dialog.contains(document.activeElement))) first.focus();
      },
      (caught) => {
        loading.textContent = '';
        showError(caught.message);
      },
    );

    other.addEventListener('click', () => {
      const shown = form.style.display !== 'none';
      form.style.display = shown ? 'none' : 'block';
      other.setAttribute('aria-expanded', shown ? 'false' : 'true');
      if (!shown) email.input.focus();
    });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const address = email.input.value.trim();
      if (!EMAIL.test(address)) {
        formError.textContent = 'Please enter a valid email address.';
        formError.style.display = 'block';
        email.input.setAttribute('aria-invalid', 'true');
        email.input.setAttribute('aria-describedby', formError.id);
        email.input.focus();
        return;
      }
      formError.style.display = 'none';
      email.input.removeAttribute('aria-invalid');
      choose({ email: address, name: name.input.value.trim() || undefined }, submit);
    });

    function dismiss() {
      if (busy) return;
      remove();
    }

    // Escape closes; Tab and Shift+Tab stay inside the dialog.
    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const usable = focusables();
      if (usable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = usable[0];
      const last = usable[usable.length - 1];
      const inside = dialog.contains(document.activeElement) && document.activeElement !== dialog;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeydown, true);
    cancel.addEventListener('click', dismiss);
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) dismiss();
    });
  }

  const words = {
    signin_with: 'Sign in with Google',
    signup_with: 'Sign up with Google',
    continue_with: 'Continue with Google',
    signin: 'Sign in',
  };

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) {
      settings = options || {};
    },
    renderButton(parent, options) {
      const config = options || {};
      const width = Math.min(400, Math.max(200, Number(config.width) || 320));
      const button = make('button', {
        ...baseButton,
        width: `${width}px`,
        maxWidth: '100%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '12px',
        padding: '0 16px',
        background: '#ffffff',
        border: '1px solid #dadce0',
        color: '#1f1f1f',
        fontWeight: '500',
      });
      button.type = 'button';
      const label = make('span', {}, words[config.text] || words.continue_with);
      button.append(googleMark(20), label);
      button.addEventListener('click', () => open(button));
      parent.replaceChildren(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  };
})();
