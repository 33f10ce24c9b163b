import { afterEach, describe, expect, it } from 'vitest';
import { yieldShellTitle } from './shell-title.ts';

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the shell title', () => {
  it("gives way to the screen's title, so the document has one", async () => {
    document.head.innerHTML = '<meta charset="utf-8"><title>Owambe Tickets</title>';
    yieldShellTitle();
    await settle();
    expect(titles()).toEqual(['Owambe Tickets']);
    // React 19 puts a screen's <title> first in <head>.
    const screen = document.createElement('title');
    screen.textContent = 'Sign in · Owambe Tickets';
    document.head.prepend(screen);
    await settle();
    expect(titles()).toEqual(['Sign in · Owambe Tickets']);
    expect(document.title).toBe('Sign in · Owambe Tickets');
  });

  it('stays while no other title comes', async () => {
    document.head.innerHTML = '<title>Owambe Tickets</title>';
    yieldShellTitle();
    document.head.append(document.createElement('meta'));
    await settle();
    expect(titles()).toEqual(['Owambe Tickets']);
  });
});
