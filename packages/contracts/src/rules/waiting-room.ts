/** What the waiting room of an on-sale (decision 54) says: the server's refusals and the console's form. */
export const waitingRoomMessages = {
  noRoom: 'This event has no waiting room.',
  notOpen: 'The waiting room is not open yet. Come back when it opens.',
  confirmEmail:
    'Confirm your email to take a place in the waiting room: open the link we sent when you made your account.',
  otherAccount:
    'This device already has a place in this waiting room under another account. Sign in with that account to keep it.',
  passRequired:
    'This sale has a waiting room: take your place in it to buy. It lets buyers in a few at a time, in a fair order.',
  passInvalid: 'This waiting room pass is not for your account or this event. Take your place in the waiting room.',
  passExpired: 'Your turn to buy has passed. Take a new place in the waiting room.',
  passUsed: 'This waiting room pass has already been used for an order. Take a new place in the waiting room.',
  settingsBody:
    'Send the waiting room as a JSON object: { "onSaleAt": "YYYY-MM-DD HH:MM", "queueOpensMinutesBefore": 30, "admitPerSecond": 20, "passMinutes": 5 }.',
  onSaleAt: 'Give the on-sale time as a date (YYYY-MM-DD) and a time (HH:MM), at the venue’s clock.',
  queueOpensMinutesBefore:
    'Give the minutes the waiting room opens before the on-sale as a whole number from 0 to 1,440.',
  admitPerSecond: 'Give the buyers let in each second as a number from 0.1 to 1,000.',
  passMinutes: 'Give the minutes a buyer has to start their order as a whole number from 1 to 30.',
  onSaleAfterStart: 'The on-sale must be before the event starts.',
} as const;
