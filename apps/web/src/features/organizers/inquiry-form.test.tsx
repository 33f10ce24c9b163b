import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyInquiry, inquiryMailto, validateInquiry } from './inquiry.ts';
import { InquiryForm } from './inquiry-form.tsx';

describe('validateInquiry', () => {
  it('needs a name and an email that looks like one', () => {
    expect(validateInquiry(emptyInquiry)).toBe('Please fill in all required fields.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada' })).toBe('Please fill in all required fields.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada', email: 'ada' })).toBe('Please enter a valid email address.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada', email: 'ada@example.com' })).toBeNull();
  });

  it('builds a mailto link with the inquiry', () => {
    const link = inquiryMailto(
      { ...emptyInquiry, name: 'Ada', email: 'ada@example.com', message: 'Hi & bye' },
      'x@y.ng',
    );
    expect(link.startsWith('mailto:x@y.ng?subject=Organizer%20inquiry%20from%20Ada&body=')).toBe(true);
    expect(decodeURIComponent(link)).toContain('Hi & bye');
  });
});

describe('InquiryForm', () => {
  it('shows the spec message when required fields are missing', async () => {
    const user = userEvent.setup();
    render(<InquiryForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  });

  it('does not pretend the inquiry was sent', async () => {
    const user = userEvent.setup();
    render(<InquiryForm />);
    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/nothing has been sent yet/);
    expect(screen.getByRole('link', { name: 'Email this inquiry' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
