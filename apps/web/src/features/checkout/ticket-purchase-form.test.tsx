import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import type { OrderState } from './order-state.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';

function setup(options: { remaining?: number; order?: OrderState | null; userEmail?: string } = {}) {
  const onContinue = vi.fn();
  const event = makeEvent({ basePrice: 3000, remaining: options.remaining ?? 500 });
  render(
    <TicketPurchaseForm
      event={event}
      order={options.order ?? null}
      userEmail={options.userEmail}
      onContinue={onContinue}
    />,
  );
  return { onContinue, user: userEvent.setup() };
}

const total = () => screen.getByTestId('total');

describe('TicketPurchaseForm', () => {
  it("refuses to continue without the required fields: 'Please fill in all required fields.'", async () => {
    const { user, onContinue } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required.');
    expect(screen.getByLabelText('Last name (optional)')).not.toHaveAttribute('aria-invalid');
    expect(onContinue).not.toHaveBeenCalled();

    // The messages follow the values once shown.
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the email pattern and the phone number', async () => {
    const { user, onContinue } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('counts tickets from 1: decrease disabled at 1, the total follows', async () => {
    const { user } = setup();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('status', { name: 'Ticket quantity' })).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    expect(total()).toHaveTextContent('NGN 3,000');

    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Ticket quantity' })).toHaveTextContent('3');
    expect(decrease).toBeEnabled();
    expect(total()).toHaveTextContent('NGN 9,000');
    await user.click(decrease);
    expect(total()).toHaveTextContent('NGN 6,000');
  });

  it('stops at the seats left and says why', async () => {
    const { user } = setup({ remaining: 2 });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByText('Only 2 tickets left for this event.')).toBeInTheDocument();
  });

  it('reveals the recipient fields with the gift toggle; there is no file block (decision 44)', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Recipient first name')).not.toBeVisible();
    const gift = screen.getByRole('switch', { name: 'This ticket is a gift' });
    // A native checkbox: its checked state is the switch's; aria-checked would contradict it (Nu).
    expect(gift).not.toHaveAttribute('aria-checked');
    await user.click(gift);
    expect(gift).toBeChecked();
    expect(screen.getByLabelText('Recipient first name')).toBeVisible();
    expect(screen.getByLabelText('Recipient last name')).toBeVisible();
    expect(screen.getByLabelText('Recipient email')).toBeVisible();

    expect(screen.queryByRole('button', { name: 'File details' })).not.toBeInTheDocument();
    expect(screen.queryByText(/nothing to upload|file attached/i)).not.toBeInTheDocument();
  });

  it('continues with the order state of product.md §3.3', async () => {
    const { user, onContinue } = setup({ userEmail: 'ada@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name (optional)'), 'Obi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await user.type(screen.getByLabelText('Phone number'), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('switch', { name: 'This ticket is a gift' }));
    await user.type(screen.getByLabelText('Recipient first name'), 'Bola');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      id: '1',
      orderKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      eventTitle: 'Davido Live In Concert',
      eventOwner: 'Davido',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '+447911123456',
      ticketQuantity: 2,
      totalPrice: 6000,
      isGift: true,
      recipientFirstName: 'Bola',
      recipientLastName: '',
      recipientEmail: '',
      ticketFileName: 'ticket.png',
      ticketFileType: 'PNG',
      ticketFileSize: '1.2 MB',
    });
  });

  it('starts filled with an order coming back from the summary', () => {
    setup({
      order: sampleOrder({ ticketQuantity: 3, totalPrice: 9000 }),
      userEmail: 'other@example.com',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name (optional)')).toHaveValue('Obi');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('NG');
    expect(screen.getByLabelText('Phone number')).toHaveValue('8031234567');
    expect(screen.getByRole('status', { name: 'Ticket quantity' })).toHaveTextContent('3');
    expect(screen.getByRole('switch', { name: 'This ticket is a gift' })).toBeChecked();
    expect(screen.getByLabelText('Recipient first name')).toHaveValue('Bola');
    expect(screen.getByLabelText('Recipient email')).toHaveValue('bola@example.com');
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 9,000');
  });
});
