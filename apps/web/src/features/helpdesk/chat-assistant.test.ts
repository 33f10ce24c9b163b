import { describe, expect, it } from 'vitest';
import { replyTo } from './chat-assistant.ts';

const answerTo = (message: string) => {
  const reply = replyTo(message);
  if (reply.kind !== 'answer') throw new Error(`expected an answer to ${message}`);
  return reply.answer.text;
};

describe('the chat assistant on ways to pay', () => {
  it.each([
    'can I pay with bank transfer',
    'Can I pay by bank transfer?',
    'I dont have a card',
    'how do I pay with USSD',
    'is there an account number to send money to',
  ])('answers "%s" with the channels, not a card-declined script', (question) => {
    const text = answerTo(question);
    expect(text).toMatch(/bank transfer/);
    expect(text).toMatch(/USSD/);
    expect(text).not.toMatch(/declined/);
  });

  it('still answers a declined card with what to do next, other channels included', () => {
    const text = answerTo('My payment failed, my card was declined');
    expect(text).toMatch(/declined/);
    expect(text).toMatch(/bank transfer, USSD/);
  });
});
