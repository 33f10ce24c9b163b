import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api.ts';
import { lookUpTicket } from '../../lib/tickets.ts';
import {
  greeting,
  type HelpAnswer,
  lookupAnswer,
  noOrderFound,
  orderAnswer,
  replyTo,
  suggestedQuestions,
} from './chat-assistant.ts';
import { latestOrder, orderByReference } from './support-api.ts';

/** What the assistant says when a lookup could not be made (the network, the server). */
const lookupFailed: HelpAnswer = {
  text: 'I could not look that up just now. Please try again in a moment, or create a support ticket.',
  offerTicket: true,
};

interface ChatMessage extends HelpAnswer {
  id: number;
  from: 'you' | 'assistant';
}

export interface ChatPanelProps {
  onClose: () => void;
  /** Hands the conversation over to the Create Ticket form. */
  onCreateTicket: () => void;
}

/**
 * A reference's ticket, or when it has none yet, what became of its order; with no reference,
 * the signed-in buyer's newest order (a buyer who says they paid but have no ticket).
 */
async function lookUp(reply: { kind: 'lookup'; reference: string } | { kind: 'orders' }, signal: AbortSignal) {
  if (reply.kind === 'orders') {
    const order = await latestOrder(signal);
    return order ? orderAnswer(order) : noOrderFound;
  }
  const found = await lookUpTicket(reply.reference, signal);
  if (found.kind !== 'not-found') return lookupAnswer(reply.reference, found);
  const order = await orderByReference(reply.reference, signal);
  return order ? orderAnswer(order) : lookupAnswer(reply.reference, found);
}

/** The chat's name says what answers: an assistant, not a person (product.md §2.10). */
export const CHAT_TITLE = 'Chat with our assistant';

/** The built-in live chat, maximised (product.md §2.10: Start Chat maximises the chat widget). */
export function ChatPanel({ onClose, onCreateTicket }: ChatPanelProps) {
  const [chat, setChat] = useState<ChatMessage[]>([{ id: 0, from: 'assistant', text: greeting }]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const end = useRef<HTMLLIElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  const count = chat.length;
  useEffect(() => {
    // Keeps the newest message in view (happy-dom has no scrollIntoView, hence the `?.`).
    if (count > 1) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const add = (from: ChatMessage['from'], answer: HelpAnswer) =>
    setChat((messages) => [...messages, { id: nextId.current++, from, ...answer }]);

  async function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    add('you', { text });
    setDraft('');
    const reply = replyTo(text);
    if (reply.kind === 'answer') {
      add('assistant', reply.answer);
      return;
    }
    setBusy(true);
    controller.current = new AbortController();
    const { signal } = controller.current;
    try {
      add('assistant', await lookUp(reply, signal));
    } catch (error) {
      // Aborted: the panel closed while the lookup was under way; anything else, say so.
      if (!signal.aborted)
        add('assistant', error instanceof ApiError && error.status === 401 ? noOrderFound : lookupFailed);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void ask(draft);
  }

  return (
    <Modal title={CHAT_TITLE} size="full" onClose={onClose}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-white px-4 py-2 sm:px-6">
        <p className="text-sm text-muted">An automatic assistant answers here, not a person.</p>
        <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={onCreateTicket}>
          Talk to a person
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto bg-brand-50/50 px-4 py-4 sm:px-6">
        <div role="log" aria-label="Conversation">
          <ol className="grid gap-3">
            {chat.map((message) => (
              <li
                key={message.id}
                className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed ${
                  message.from === 'you'
                    ? 'justify-self-end bg-brand-600 text-white'
                    : 'justify-self-start bg-white text-ink shadow-sm ring-1 ring-brand-100'
                }`}
              >
                <span className="sr-only">{message.from === 'you' ? 'You: ' : 'Assistant: '}</span>
                {message.text}
                {(message.link || message.offerTicket) && (
                  <span className="mt-2 flex flex-wrap gap-2">
                    {message.link && (
                      <Link to={message.link.to} className={buttonClasses('secondary', 'min-h-9 px-3 py-1.5')}>
                        {message.link.label}
                      </Link>
                    )}
                    {message.offerTicket && (
                      <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={onCreateTicket}>
                        Create a support ticket
                      </Button>
                    )}
                  </span>
                )}
              </li>
            ))}
            {busy && (
              <li className="justify-self-start rounded-2xl bg-white px-4 py-3 text-sm text-muted shadow-sm ring-1 ring-brand-100">
                Looking it up...
              </li>
            )}
            <li ref={end} aria-hidden="true" />
          </ol>
        </div>
      </div>
      <div className="border-t border-line px-4 py-3 sm:px-6">
        <ul aria-label="Suggested questions" className="mb-3 flex gap-2 overflow-x-auto pb-1">
          {suggestedQuestions.map((question) => (
            <li key={question} className="shrink-0">
              <button
                type="button"
                onClick={() => void ask(question)}
                className="min-h-9 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="chat-message" className="sr-only">
            Your message
          </label>
          <input
            id="chat-message"
            data-autofocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={500}
            autoComplete="off"
            placeholder="Ask a question or paste your transaction reference"
            className={controlClasses()}
          />
          <Button type="submit" disabled={busy || !draft.trim()}>
            Send
          </Button>
        </form>
      </div>
    </Modal>
  );
}
