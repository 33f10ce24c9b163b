/*
 * Browser code, the Google sign-in simulator's stand-in for Google Identity Services (served,
 * bundled, at /api/google-simulator/client.js). It exposes the part of `google.accounts.id` the web
 * app calls with real Google:
 *
 *   google.accounts.id.initialize({ client_id, callback })
 *   google.accounts.id.renderButton(parent, { text, width })
 *
 * Its button opens a small dialog, marked 'Test mode', to choose a test identity or type another
 * email; the server signs an ID token for that person (POST /api/google-simulator/token), and the
 * callback gets it as Google's would: `{ credential, select_by }`. The web app then signs in with
 * it through POST /api/google-login, exactly as with Google.
 */

import { messages } from '@storefront/contracts/messages';
import { isValidEmail } from '@storefront/contracts/rules';
import {
  actionButton,
  BUTTON_BASE,
  type Css,
  dialogTitle,
  errorLine,
  fieldLabel,
  make,
  modal,
  styleControl,
  testModeNote,
} from './dialog.ts';
import { callSimulator } from './simulator-request.ts';

/** What `initialize` is given (Google's names). */
interface Settings {
  client_id?: string;
  callback?: (response: { credential: string; select_by: string; clientId?: string }) => void;
}

interface ButtonOptions {
  text?: string;
  width?: number | string;
}

interface Person {
  name: string;
  email: string;
}

declare global {
  interface Window {
    google: {
      accounts?: {
        id?: {
          initialize(options?: Settings): void;
          renderButton(parent: HTMLElement, options?: ButtonOptions): void;
          prompt(): void;
          cancel(): void;
          disableAutoSelect(): void;
        };
      };
    };
  }
}

const BASE = '/api/google-simulator';
const DIALOG_ID = 'google-simulator-dialog';

let settings: Settings | null = null;

const call = async <T>(path: string, body?: object) =>
  (await callSimulator<T>('The Google sign-in simulator', `${BASE}${path}`, body)).answer;

/** Google's four-colour G, drawn with the DOM (no inline markup strings). */
function googleMark(size: number) {
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
  ] as const;
  for (const [fill, d] of paths) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('fill', fill);
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

/** Google's buttons are border-box: their width is what `renderButton` is asked for. */
const baseButton: Css = { ...BUTTON_BASE, boxSizing: 'border-box' };

/** A full-width text button of the dialog. */
function textButton(label: string, primary: boolean, css: Css = {}) {
  return actionButton(label, primary ? 'primary' : 'secondary', { boxSizing: 'border-box', width: '100%', ...css });
}

/** A label and its input, the id made from the label ('Name (optional)' → `…-name-optional-`). */
function field(labelText: string, type: string, autocomplete: AutoFill) {
  const id = `${DIALOG_ID}-${labelText.toLowerCase().replace(/\W+/g, '-')}`;
  const label = fieldLabel(id, labelText, { margin: '12px 0 4px' });
  const input = styleControl(document.createElement('input'), id);
  input.type = type;
  input.autocomplete = autocomplete;
  return { label, input };
}

function open(button: HTMLButtonElement) {
  if (document.getElementById(DIALOG_ID)) return;
  const box = modal(DIALOG_ID, '400px', () => dismiss());
  const { overlay, dialog } = box;

  const heading = make('div', { display: 'flex', alignItems: 'center', gap: '10px' });
  heading.append(googleMark(24), dialogTitle(DIALOG_ID, 'Sign in with Google'));
  const note = testModeNote(DIALOG_ID, 'Test mode — simulated Google accounts; nothing is sent to Google', '12px 0 0');

  const lead = make('p', { margin: '16px 0 8px', fontSize: '14px', color: '#5f5a6e' }, 'Choose an account');
  const list = make('ul', { listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '8px' });
  list.setAttribute('aria-label', 'Test accounts');
  const loading = make('li', { fontSize: '14px', color: '#5f5a6e', padding: '12px 0' }, 'Loading test accounts...');
  list.append(loading);

  const other = textButton('Use another email', false, { marginTop: '8px' });
  other.setAttribute('aria-expanded', 'false');

  const form = make('form', { display: 'none', margin: '4px 0 0' });
  form.noValidate = true;
  const email = field('Email', 'email', 'email');
  const name = field('Name (optional)', 'text', 'name');
  const formError = make('p', { display: 'none', margin: '6px 0 0', color: '#b42318', fontSize: '14px' });
  formError.id = `${DIALOG_ID}-email-error`;
  const submit = textButton('Continue', true, { marginTop: '12px' });
  submit.type = 'submit';
  form.append(email.label, email.input, formError, name.label, name.input, submit);

  const error = errorLine();

  // Announces the sign-in while the token is made (the buttons are disabled meanwhile).
  const status = make('p', { margin: '12px 0 0', fontSize: '14px', fontWeight: '600', color: '#5b21b6' });
  status.setAttribute('role', 'status');

  const cancel = textButton('Cancel', false, { marginTop: '16px' });

  dialog.append(heading, note, lead, list, other, form, status, error.element, cancel);
  box.show();
  dialog.focus();

  let busy = false;

  function remove() {
    box.close();
    if (document.contains(button)) button.focus();
  }

  function setBusy(value: boolean, message = '') {
    busy = value;
    dialog.setAttribute('aria-busy', value ? 'true' : 'false');
    for (const each of dialog.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')) {
      each.disabled = value;
    }
    status.textContent = value ? message : '';
  }

  async function choose(person: { email: string; name?: string }, pressed: HTMLButtonElement) {
    if (busy) return;
    error.hide();
    setBusy(true, `Signing in as ${person.email}...`);
    let answer: { credential: string };
    try {
      answer = await call<{ credential: string }>('/token', person);
    } catch (caught) {
      setBusy(false);
      error.show((caught as Error).message);
      pressed.focus();
      return;
    }
    remove();
    if (typeof settings?.callback === 'function') {
      settings.callback({ credential: answer.credential, select_by: 'btn', clientId: settings.client_id });
    }
  }

  function identityButton(person: Person) {
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

  call<{ identities?: Person[] }>('/identities').then(
    (answer) => {
      loading.remove();
      for (const person of answer.identities ?? []) list.append(identityButton(person));
      // Focus the first account, unless the person has already moved on inside the dialog.
      const first = list.querySelector('button');
      if (first && (document.activeElement === dialog || !dialog.contains(document.activeElement))) first.focus();
    },
    (caught: Error) => {
      loading.textContent = '';
      error.show(caught.message);
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
    // The contracts' rule, the one POST .../token checks (emailField): linear time, one address.
    if (!isValidEmail(address)) {
      formError.textContent = messages.validation.email;
      formError.style.display = 'block';
      email.input.setAttribute('aria-invalid', 'true');
      email.input.setAttribute('aria-describedby', formError.id);
      email.input.focus();
      return;
    }
    formError.style.display = 'none';
    email.input.removeAttribute('aria-invalid');
    void choose({ email: address, name: name.input.value.trim() || undefined }, submit);
  });

  function dismiss() {
    if (busy) return;
    remove();
  }

  cancel.addEventListener('click', dismiss);
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) dismiss();
  });
}

/** Google's `text` option and its words; another value (or none) gets 'Continue with Google'. */
const words = new Map([
  ['signin_with', 'Sign in with Google'],
  ['signup_with', 'Sign up with Google'],
  ['continue_with', 'Continue with Google'],
  ['signin', 'Sign in'],
]);

window.google = window.google || {};
window.google.accounts = window.google.accounts || {};
window.google.accounts.id = {
  initialize(options) {
    settings = options ?? {};
  },
  renderButton(parent, options) {
    const config = options ?? {};
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
    const label = make('span', {}, words.get(String(config.text)) ?? 'Continue with Google');
    button.append(googleMark(20), label);
    button.addEventListener('click', () => open(button));
    parent.replaceChildren(button);
  },
  prompt() {},
  cancel() {},
  disableAutoSelect() {},
};
